import { api } from '../../../lib/api-client';

// Loaded only when the server asks for a proof of work (a sign-up past its address's cap,
// docs/decisions/0027): the first visit's JavaScript does not carry it.

type Challenge = {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

/** Fetches a challenge, solves it in a Web Worker and answers the ALTCHA payload to send. */
export function solveSignupChallenge(): Promise<string> {
  return solveChallengeFrom('/api/auth/signup-challenge');
}

/** As solveSignupChallenge, for another route's challenge (the notice form's, issue 48). */
export async function solveChallengeFrom(url: string): Promise<string> {
  const challenge = await api.get<Challenge>(url);
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  try {
    const { number } = await new Promise<{ number: number | null; took: number }>(
      (resolve, reject) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(event.message));
        worker.postMessage({
          challenge: challenge.challenge,
          salt: challenge.salt,
          maxnumber: challenge.maxnumber,
        });
      },
    );
    if (number === null) throw new Error('no solution');
    const { algorithm, challenge: hash, salt, signature } = challenge;
    return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
  } finally {
    worker.terminate();
  }
}
