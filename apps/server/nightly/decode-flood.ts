import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  type Account,
  bigPixelPng,
  decodeHeavyGif,
  percentile,
  sleep,
  someCase,
  tally,
  verifiedAccounts,
} from './clients.js';
import type { FloodAnswer, FloodInput } from './flood-worker.js';
import { record } from './report.js';
import {
  connectToServerDatabase,
  removeDataDir,
  startServer,
  stopServer,
  throwawayDataDir,
  waitForHealth,
} from './server-process.js';

// Issue 12: "a flood of decode-heavy GIFs leaves another user's log-in fast". 50 clients, each
// from an address of its own, upload images made to cost the most decoding per byte, on every
// path a stranger or a new verified account reaches (sign-up with a profile image, a lodgement,
// a response), as fast as they are answered. Meanwhile a bystander logs in to their own
// account, from another address, again and again. Budget: log-in p99 < 500 ms; the flood is
// answered 201, 4xx or 503 with Retry-After, never another 5xx, never a dropped connection.

const SCENARIO = 'decode flood';
const FLOODERS = Number(process.env.NIGHTLY_FLOODERS ?? 50);
const SECONDS = Number(process.env.NIGHTLY_FLOOD_SECONDS ?? 30);
const LOGIN_BUDGET_MS = 500;
const BYSTANDER_ADDRESS = '192.0.2.77';

export async function decodeFlood(): Promise<void> {
  const dataDir = await throwawayDataDir('decode');
  const server = await startServer(dataDir);
  try {
    await waitForHealth(server);
    const database = await connectToServerDatabase(dataDir);
    const [bystander, ...flooders] = await verifiedAccounts(database, 6);
    if (!bystander) throw new Error('no bystander');
    const caseId = await someCase(database, bystander.id);
    await database.close();

    // Each just within its use's pixel limit (process-image.ts), so each is decoded in full.
    const caseGif = await decodeHeavyGif(2000, 5); // 20 MP
    const casePng = await bigPixelPng(6000, 6600); // 39.6 MP
    const profilePng = await bigPixelPng(4000, 4000); // 16 MP
    const profileGif = await decodeHeavyGif(4000, 8); // 16 MP a frame
    console.log(
      `  flood images: case GIF ${caseGif.length} B, case PNG ${casePng.length} B, profile PNG ${profilePng.length} B, profile GIF ${profileGif.length} B`,
    );

    const login = async (account: Account): Promise<{ ms: number; status: number }> => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': BYSTANDER_ADDRESS },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      await res.arrayBuffer();
      return { ms: performance.now() - started, status: res.status };
    };

    // The bystander's log-in alone first: what the flood is compared with.
    const quiet: number[] = [];
    for (let i = 0; i < 20; i++) quiet.push((await login(bystander)).ms);
    console.log(
      `  log-in without the flood: p50 ${percentile(quiet, 50).toFixed(0)} ms, p99 ${percentile(quiet, 99).toFixed(0)} ms`,
    );

    // The attackers run in a process of their own at the lowest priority (flood-worker.ts).
    const worker = fork(fileURLToPath(new URL('./flood-worker.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
    });
    setPriority(worker.pid ?? 0, 19);
    const flood = new Promise<FloodAnswer[]>((resolve, reject) => {
      worker.once('message', (answers) => resolve(answers as FloodAnswer[]));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the flood's process exited with ${code}`)));
    });
    worker.send({
      url: server.url,
      cookies: flooders.map((f) => f.cookie),
      caseId,
      flooders: FLOODERS,
      seconds: SECONDS,
      images: { caseGif, casePng, profilePng, profileGif },
    } satisfies FloodInput);
    const until = Date.now() + SECONDS * 1000;
    const during: { ms: number; status: number }[] = [];
    const bystanderLoop = async () => {
      // Let the flood build up before measuring.
      await sleep(2000);
      while (Date.now() < until) {
        during.push(await login(bystander));
        await sleep(50);
      }
    };
    const [answers] = await Promise.all([flood, bystanderLoop()]);
    worker.kill();

    const times = during.map((d) => d.ms);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    console.log(
      `  bystander: ${during.length} log-ins, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms, statuses ${JSON.stringify(tally(during.map((d) => d.status)))}`,
    );
    for (const path of new Set(answers.map((a) => a.path))) {
      const of = answers.filter((a) => a.path === path);
      console.log(`  flood ${path}: ${JSON.stringify(tally(of.map((a) => a.status)))}`);
    }
    const odd = answers.filter(
      (a) =>
        a.status === 'error' ||
        (a.status >= 500 && a.status !== 503) ||
        ((a.status === 503 || a.status === 429) && !a.retryAfter),
    );
    for (const a of odd.slice(0, 5)) console.log(`  odd answer: ${a.path} ${a.status} ${a.detail}`);
    const decoded = answers.filter((a) => a.status === 201).length;

    record(
      SCENARIO,
      'bystander log-in p99',
      `${p99.toFixed(0)} ms`,
      `${LOGIN_BUDGET_MS} ms`,
      p99 < LOGIN_BUDGET_MS,
    );
    record(
      SCENARIO,
      'bystander log-ins refused',
      String(during.filter((d) => d.status !== 200).length),
      '0',
      during.length > 0 && during.every((d) => d.status === 200),
    );
    record(
      SCENARIO,
      'flood answers other than 201/4xx/503+Retry-After',
      `${odd.length} of ${answers.length}`,
      '0',
      odd.length === 0,
    );
    record(SCENARIO, 'flood uploads decoded and stored', String(decoded), '> 0', decoded > 0);
  } finally {
    await stopServer(server);
    await removeDataDir(dataDir);
  }
}
