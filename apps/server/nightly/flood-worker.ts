import { VALID_CASE } from '../test/case-form.js';
import { randomClientAddress, unique } from './clients.js';

// The decode flood's attackers, in a process of their own at the lowest priority: they stand in
// for machines elsewhere on the network, so on this shared machine their own CPU (building and
// sending thousands of requests) should not be what slows the server's log-in down. Each of
// `flooders` clients sends one upload after another, from a new address each time, until
// `seconds` have passed, and the answers go back to the parent.

export type FloodInput = {
  url: string;
  cookies: string[];
  caseId: string;
  flooders: number;
  seconds: number;
  images: {
    caseGif: Uint8Array;
    casePng: Uint8Array;
    profilePng: Uint8Array;
    profileGif: Uint8Array;
  };
};

export type FloodAnswer = {
  status: number | 'error';
  retryAfter: boolean;
  path: string;
  detail?: string;
};

const input = await new Promise<FloodInput>((resolve) =>
  process.once('message', (m) => resolve(m as FloodInput)),
);
const blob = (bytes: Uint8Array, type: string) => new Blob([bytes], { type });
const caseGif = blob(input.images.caseGif, 'image/gif');
const casePng = blob(input.images.casePng, 'image/png');
const profilePng = blob(input.images.profilePng, 'image/png');
const profileGif = blob(input.images.profileGif, 'image/gif');

const requests: (() => { path: string; body: FormData })[] = [
  () => {
    const form = new FormData();
    const id = unique();
    form.append('username', `flood_${id}`);
    form.append('email', `flood-${id}@example.test`);
    form.append('password', 'correct horse battery');
    form.append('country', 'AU');
    form.append('profileImage', Math.random() < 0.5 ? profilePng : profileGif, 'me');
    return { path: '/api/auth/signup', body: form };
  },
  () => {
    const form = new FormData();
    form.append('case', JSON.stringify(VALID_CASE));
    form.append('mainImage', caseGif, 'main.gif');
    form.append('extraImages', casePng, 'extra.png');
    form.append('extraImages', caseGif, 'extra.gif');
    return { path: '/api/cases', body: form };
  },
  () => {
    const form = new FormData();
    form.append('text', 'This happened to me as well, same story exactly.');
    form.append('image', Math.random() < 0.5 ? caseGif : casePng, 'r');
    return { path: `/api/cases/${input.caseId}/comments`, body: form };
  },
];

const answers: FloodAnswer[] = [];
const until = Date.now() + input.seconds * 1000;

async function flooder(n: number): Promise<void> {
  const cookie = input.cookies[n % input.cookies.length] ?? '';
  for (let i = n; Date.now() < until; i++) {
    const { path, body } = (requests[i % requests.length] as (typeof requests)[number])();
    try {
      const res = await fetch(`${input.url}${path}`, {
        method: 'POST',
        body,
        headers: { cookie, 'x-forwarded-for': randomClientAddress() },
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      answers.push({
        status: res.status,
        retryAfter: res.headers.has('retry-after'),
        path,
        detail: res.status >= 500 ? text.slice(0, 200) : undefined,
      });
    } catch (error) {
      answers.push({ status: 'error', retryAfter: false, path, detail: String(error) });
    }
  }
}

await Promise.all(Array.from({ length: input.flooders }, (_, n) => flooder(n)));
// The parent ends this process once it has the answers.
process.send?.(answers);
