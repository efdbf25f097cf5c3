// First: it configures zod before any chunk that uses zod loads.
import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { AppProviders } from './providers';
import { AppRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

// The first render as a transition: React renders it in slices of a few milliseconds,
// yielding to the browser between them, instead of one long task that holds the main thread
// (Lighthouse's total blocking time on a phone). index.html's static nav bar is on screen
// meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
