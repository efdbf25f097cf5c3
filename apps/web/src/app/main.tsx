// First: it configures zod before any chunk that uses zod loads.
import './zod-jitless';
import type { Locale } from '@forewarn/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { applyLocale, initialLocale } from '../features/language/language';
import { AppProviders } from './providers';
import { AppRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

// The language first (issue 49): a French reader's texts are loaded before anything renders,
// so no English shows in between. English needs nothing loaded.
const locale = initialLocale();

// The first render as a transition: React renders it in slices of a few milliseconds,
// yielding to the browser between them, instead of one long task that holds the main thread
// (Lighthouse's total blocking time on a phone). index.html's static nav bar is on screen
// meanwhile.
// A French chunk that cannot load (offline, a new deploy) leaves the page in English, not blank.
void applyLocale(locale).then(
  () => render(locale),
  () => render('en'),
);

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
