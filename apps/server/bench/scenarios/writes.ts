import type { BenchRequest } from '../load.js';
import { benchPhoto, multipartBody } from '../multipart.js';
import type { BenchUser } from '../users.js';

/** The next of `users` in turn (the list must not be empty). */
function inTurn(users: readonly BenchUser[]): () => BenchUser {
  if (users.length === 0) throw new Error('no bench users for this scenario');
  let next = 0;
  return () => users[next++ % users.length] as BenchUser;
}

// The write scenarios: lodging a case with one image, posting a response, sending a chat
// message. Each per-account limit of the product is respected by spreading the writes over
// many bench accounts (users.ts), never by switching a rule off.

/** A lodgement as the web app's form sends it: the fields as JSON in `case`, one main image. */
export async function lodgementBody(
  options: { number?: string } = {},
): Promise<{ body: Buffer; contentType: string }> {
  const fields = {
    country: 'AU',
    title: 'Bench lodgement: deposit taken, no work done',
    name: 'Bench Person',
    number: options.number ?? '0412 345 678',
    postcode: '2000',
    details:
      'A fictional case lodged by the benchmark. Paid a deposit for tiling, nobody came on the agreed day, calls unanswered.',
    postAnonymously: true,
  };
  return multipartBody([
    { kind: 'field', name: 'case', value: JSON.stringify(fields) },
    {
      kind: 'file',
      name: 'mainImage',
      filename: 'photo.jpg',
      type: 'image/jpeg',
      bytes: await benchPhoto(),
    },
  ]);
}

/**
 * Lodging: each request by the next account, because an account may lodge once every 10
 * minutes (spec §5). Send exactly as many requests as there are accounts: a second round
 * would be refused (429) and show up as errors.
 */
export function lodgingRequests(
  origin: string,
  lodgers: readonly BenchUser[],
  form: { body: Buffer; contentType: string },
): () => BenchRequest {
  const nextLodger = inTurn(lodgers);
  return () => ({
    method: 'POST',
    path: '/api/cases',
    headers: { cookie: nextLodger().cookie, origin, 'content-type': form.contentType },
    body: form.body,
  });
}

/**
 * Responses (the web app posts them as multipart, text only here): accounts in turn, since an
 * account may post 10 a minute; with 2,000 accounts that is 20,000 a minute before any refusal.
 */
export function responseRequests(
  origin: string,
  responders: readonly BenchUser[],
  caseIdFor: () => string,
): () => BenchRequest {
  const form = multipartBody([
    {
      kind: 'field',
      name: 'text',
      value: 'Same thing happened to us: deposit paid, nobody came. (bench)',
    },
  ]);
  const nextResponder = inTurn(responders);
  return () => ({
    method: 'POST',
    path: `/api/cases/${caseIdFor()}/comments`,
    headers: {
      cookie: nextResponder().cookie,
      origin,
      'content-type': form.contentType,
    },
    body: form.body,
  });
}

export type BenchThread = { id: string; owner: BenchUser; responder: BenchUser };

/**
 * Chat messages: the threads in turn, and in each thread the two parties in turn. A party may
 * send 10 before the other replies (decision 0016); taking turns means each send is a reply,
 * and with a thousand threads even sends that overtake each other stay far from the limit.
 */
export function chatRequests(origin: string, threads: readonly BenchThread[]): () => BenchRequest {
  let next = 0;
  return () => {
    const n = next++;
    const thread = threads[Math.floor(n / 2) % threads.length];
    if (!thread) throw new Error('no chat threads');
    const sender = n % 2 === 0 ? thread.responder : thread.owner;
    return {
      method: 'POST',
      path: `/api/threads/${thread.id}/messages`,
      headers: { cookie: sender.cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `Bench message ${n}: is the work still on for Tuesday?` }),
    };
  };
}

/** Opens (or finds) the responder's thread on a case, through the API as the web app does. */
export async function openThread(
  base: string,
  caseId: string,
  owner: BenchUser,
  responder: BenchUser,
): Promise<BenchThread> {
  const response = await fetch(`${base}/api/cases/${caseId}/thread`, {
    method: 'POST',
    headers: { cookie: responder.cookie, origin: base },
  });
  if (!response.ok) {
    throw new Error(`opening a thread on ${caseId}: ${response.status} ${await response.text()}`);
  }
  const { threadId } = (await response.json()) as { threadId: string };
  return { id: threadId, owner, responder };
}
