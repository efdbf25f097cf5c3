import { VALID_CASE } from '../test/case-form.js';
import { type Account, randomClientAddress, sleep, unique } from './clients.js';
import { alertNumber } from './kill-alerts.js';

// The failover scenario's steady load on both servers: lodgements (each owing one watch alert),
// responses to one case and reads, each 2xx kept to be looked up at the end (failover.ts).

/**
 * Three lodgers, two responders and four readers, started by `start()` and run until `stop()`;
 * `note` counts the 5xx other than 503 (the chat load reports through it too).
 */
export function failoverLoad(options: {
  urls: string[];
  accounts: Account[];
  caseToAnswer: string;
}) {
  const { urls, accounts, caseToAnswer } = options;
  const writes: number[] = [];
  const reads: number[] = [];
  const faults: Record<string, number> = {};
  const cases = new Set<string>();
  const responses = new Set<string>();
  let lodgements = 1;
  let going = true;
  const note = (status: number) => {
    if (status >= 500 && status !== 503) faults[status] = (faults[status] ?? 0) + 1;
  };
  const lodger = async (n: number) => {
    while (going && lodgements < accounts.length - 200) {
      const index = lodgements++;
      const cookie = accounts[index]?.cookie ?? '';
      const form = new FormData();
      // Its number is one the watcher watches: one watch alert owed per lodgement.
      const { alternateNumber: _, ...fields } = VALID_CASE;
      const number = alertNumber(index).typed;
      form.append('case', JSON.stringify({ ...fields, number, title: `Failover ${unique()}` }));
      try {
        const res = await fetch(`${urls[n % urls.length]}/api/cases`, {
          method: 'POST',
          body: form,
          headers: { cookie, 'x-forwarded-for': randomClientAddress() },
        });
        note(res.status);
        if (res.status === 201) {
          cases.add(((await res.json()) as { case: { id: string } }).case.id);
          writes.push(performance.now());
        } else await res.arrayBuffer();
      } catch {
        // No answer: not acknowledged.
      }
      await sleep(200);
    }
  };
  const responder = async (n: number) => {
    for (let i = n; going; i += 2) {
      const cookie = accounts[accounts.length - 1 - (i % 200)]?.cookie ?? '';
      try {
        const res = await fetch(`${urls[i % urls.length]}/api/cases/${caseToAnswer}/comments`, {
          method: 'POST',
          headers: {
            cookie,
            'content-type': 'application/json',
            'x-forwarded-for': randomClientAddress(),
          },
          body: JSON.stringify({ text: `Same here, ${unique()}.` }),
        });
        note(res.status);
        if (res.status === 201) {
          responses.add(((await res.json()) as { id: string }).id);
          writes.push(performance.now());
        } else await res.arrayBuffer();
      } catch {
        // No answer: not acknowledged.
      }
      await sleep(300);
    }
  };
  const reader = async (n: number) => {
    const paths = [
      '/api/cases/recent',
      '/api/cases/search?q=0412345678',
      `/api/cases/${caseToAnswer}`,
    ];
    for (let i = n; going; i++) {
      try {
        const res = await fetch(`${urls[i % urls.length]}${paths[i % paths.length]}`, {
          headers: { 'x-forwarded-for': randomClientAddress() },
        });
        note(res.status);
        await res.arrayBuffer();
        if (res.status === 200) reads.push(performance.now());
      } catch {
        // No answer.
      }
      await sleep(50);
    }
  };
  let running: Promise<void>[] = [];
  return {
    /** When each acknowledged write and each successful read was answered. */
    writes,
    reads,
    faults,
    /** The ids of the acknowledged lodgements and responses. */
    cases,
    responses,
    note,
    start() {
      running = [...[0, 1, 2].map(lodger), ...[0, 1].map(responder), ...[0, 1, 2, 3].map(reader)];
    },
    async stop() {
      going = false;
      await Promise.all(running);
    },
  };
}

export type FailoverLoad = ReturnType<typeof failoverLoad>;
