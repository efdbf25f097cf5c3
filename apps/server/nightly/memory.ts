import { LIMITS } from '@forewarn/domain';
import { VALID_CASE } from '../test/case-form.js';
import { noisePng, randomClientAddress, tally, verifiedAccounts } from './clients.js';
import { record } from './report.js';
import {
  alive,
  connectToServerDatabase,
  removeDataDir,
  rssMib,
  startServer,
  stopServer,
  throwawayDataDir,
  waitForHealth,
} from './server-process.js';

// Issue 12: "50 parallel big uploads leave memory under 400 MiB". 50 verified users each lodge
// a case with 7 images of almost 5 MiB (random noise: no compression shrinks them), all at
// once, in a few waves; the server's RSS is sampled from /proc all along. Every request must
// end, in 2xx or a 503/429 refusal, within two minutes.

const SCENARIO = 'memory';
const PARALLEL = Number(process.env.NIGHTLY_PARALLEL_UPLOADS ?? 50);
const WAVES = Number(process.env.NIGHTLY_UPLOAD_WAVES ?? 3);
const RSS_BUDGET_MIB = 400;
const HANG_MS = 120_000;

export async function memory(): Promise<void> {
  const dataDir = await throwawayDataDir('memory');
  const server = await startServer(dataDir);
  let peak = 0;
  let sampler: NodeJS.Timeout | undefined;
  try {
    await waitForHealth(server);
    const database = await connectToServerDatabase(dataDir);
    // Fresh accounts for every wave: an account may lodge once in 10 minutes.
    const accounts = await verifiedAccounts(database, PARALLEL * WAVES);
    await database.close();
    // 7 different images, each made once and sent by every lodgement (the client holds 35 MiB).
    const images: Blob[] = [];
    for (let i = 0; i < LIMITS.mainImages + LIMITS.extraImages; i++) {
      images.push(
        new Blob([new Uint8Array(await noisePng(LIMITS.imageMaxBytes - 1024))], {
          type: 'image/png',
        }),
      );
    }
    console.log(`  images: ${images.map((b) => (b.size / 1024 / 1024).toFixed(2)).join(', ')} MiB`);
    const idle = await rssMib(server.pid);
    sampler = setInterval(async () => {
      peak = Math.max(peak, await rssMib(server.pid));
    }, 100);

    const statuses: (number | 'error')[] = [];
    const details: string[] = [];
    let slowest = 0;
    for (let wave = 0; wave < WAVES; wave++) {
      await Promise.all(
        accounts.slice(wave * PARALLEL, (wave + 1) * PARALLEL).map(async (account) => {
          const form = new FormData();
          form.append('case', JSON.stringify(VALID_CASE));
          images.forEach((image, i) => {
            form.append(i === 0 ? 'mainImage' : 'extraImages', image, `photo-${i}.png`);
          });
          const started = performance.now();
          try {
            const res = await fetch(`${server.url}/api/cases`, {
              method: 'POST',
              body: form,
              headers: { cookie: account.cookie, 'x-forwarded-for': randomClientAddress() },
              signal: AbortSignal.timeout(HANG_MS),
            });
            const body = await res.text();
            statuses.push(res.status);
            if (res.status >= 400 && res.status !== 503 && res.status !== 429)
              details.push(`${res.status} ${body.slice(0, 200)}`);
            if ((res.status === 503 || res.status === 429) && !res.headers.has('retry-after')) {
              details.push(`${res.status} without Retry-After`);
            }
          } catch (error) {
            statuses.push('error');
            details.push(String(error));
          }
          slowest = Math.max(slowest, performance.now() - started);
        }),
      );
      console.log(`  wave ${wave + 1}: peak RSS so far ${peak.toFixed(0)} MiB`);
    }
    clearInterval(sampler);
    const counts = tally(statuses);
    console.log(
      `  idle RSS ${idle.toFixed(0)} MiB; answers ${JSON.stringify(counts)}; slowest ${(slowest / 1000).toFixed(1)} s`,
    );
    for (const d of details.slice(0, 5)) console.log(`  odd answer: ${d}`);
    const stored = statuses.filter((s) => s === 201).length;
    record(
      SCENARIO,
      'peak server RSS',
      `${peak.toFixed(0)} MiB`,
      `< ${RSS_BUDGET_MIB} MiB`,
      peak < RSS_BUDGET_MIB,
    );
    record(
      SCENARIO,
      'answers other than 2xx, 503/429 with Retry-After',
      String(details.length),
      '0',
      details.length === 0,
    );
    record(SCENARIO, 'lodgements stored', `${stored} of ${statuses.length}`, '> 0', stored > 0);
    record(SCENARIO, 'server still up', alive(server) ? 'yes' : 'no', 'yes', alive(server));
  } finally {
    if (sampler) clearInterval(sampler);
    await stopServer(server);
    await removeDataDir(dataDir);
  }
}
