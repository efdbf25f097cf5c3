// First: it configures zod before any chunk that uses zod loads.
import './zod-jitless';
import type { Locale } from '@forewarn/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { applyLocale, initialLocale } from '../features/language/language';
import { AppProviders } from './providers';
import { AppRouter, preloadScreen } from './router';
import { keepShellPreview } from './shell-preview';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');
// The case page's title and photo the server painted, kept before createRoot clears them.
keepShellPreview();

// The language first (issue 49): a French reader's texts are loaded before anything renders,
// so no English shows in between. English needs nothing loaded.
const locale = initialLocale();

// The first render as a transition: React renders it in slices of a few milliseconds,
// yielding to the browser between them, instead of one long task that holds the main thread
// (Lighthouse's total blocking time on a phone). index.html's static nav bar is on screen
// meanwhile.
// The page's own screen loads first too: the first render is the page, not a loading state
// revealed later in one long task (docs/decisions/0157).
// A French chunk that cannot load (offline, a new deploy) leaves the page in English, not blank.
void Promise.all([applyLocale(locale), preloadScreen(window.location.pathname)]).then(
  () => afterNextPaint(() => render(locale)),
  () => afterNextPaint(() => render('en')),
);

/**
 * Runs `start` once the browser has painted what the HTML already holds (the nav bar, a case
 * page's title and photo), in a task of its own: otherwise the first render's work could join
 * the bundle's evaluation in one long task that holds that paint back (docs/decisions/0138).
 * A page the browser does not paint (a tab in the background) starts all the same, on the
 * 100 ms timer (later where the browser slows a hidden tab's timers).
 */
function afterNextPaint(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, 100);
  requestAnimationFrame(() => setTimeout(once, 0));
}

function render(shown: Locale) {
  startTransition(() => {
    createRoot(root as HTMLElement).render(
      <StrictMode>
        <AppProviders locale={shown}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
}
