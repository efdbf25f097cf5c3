// The Web Worker that solves a sign-up proof-of-work challenge (docs/decisions/0027) off the
// page's thread, so the Sign Up page stays responsive while it works.
import { solve } from './sha256';

type Task = { challenge: string; salt: string; maxnumber: number };

self.onmessage = (event: MessageEvent<Task>) => {
  const { challenge, salt, maxnumber } = event.data;
  const started = performance.now();
  const number = solve(challenge, salt, maxnumber);
  self.postMessage({ number, took: Math.round(performance.now() - started) });
};
