import {
  alertRow,
  type BudgetRow,
  fanOutRow,
  firstVisitRow,
  lodgingBudgetRows,
  noErrorRow,
  rssRow,
} from './budgets.js';
import type { CpuSample } from './cpu.js';
import { EXTRA_STEPS } from './extra-steps.js';
import { firstVisitJsKb } from './first-visit.js';
import { CHAT_THREADS, caseId, openThreads, QUIET_CASE, type Users } from './fixtures.js';
import { describe, type Measured, measure, warmAndMeasure } from './load.js';
import { measureAlertLatency } from './scenarios/alert-latency.js';
import { measureFanOut } from './scenarios/fan-out.js';
import {
  chatRequests,
  lodgementBody,
  lodgingRequests,
  responseRequests,
} from './scenarios/writes.js';
import type { BenchServer } from './server.js';
import { SETTINGS } from './settings.js';

// The bench's write phase, after the reads: responses, chat with watch alerts, lodging, the
// live-chat fan-out, the run's peak memory, and the pages.

/**
 * Connections for multipart posts (lodgements, and responses, which the web app also sends as
 * multipart): a server process reads at most UPLOADS_IN_FLIGHT (default 8) at once and answers
 * any more 503 at once, so more connections would measure refusals.
 */
const UPLOAD_CONNECTIONS = 8;
const FAN_OUT_STREAMS = 200;
const FAN_OUT_REPETITIONS = 10;

/** The page of the newest listed Australian case with a main image, if any. */
async function newestCaseWithImage(base: string): Promise<string | null> {
  const response = await fetch(`${base}/api/cases/recent?country=AU`);
  if (!response.ok) return null;
  const { cases } = (await response.json()) as { cases: { id: string; mainImage: unknown }[] };
  const withImage = cases.find((c) => c.mainImage !== null);
  return withImage ? `/case/${encodeURIComponent(withImage.id)}` : null;
}

/** The writes (responses, chat with watch alerts, lodging, fan-out), memory and the pages. */
export async function measureWrites(run: {
  base: string;
  users: Users;
  load: { connections: number; warmup: number; duration: number };
  server: BenchServer;
  /** The server's and its PostgreSQL's CPU so far: Lighthouse waits for them to be quiet. */
  cpu: () => Promise<CpuSample>;
  scenarios: Measured[];
  budgets: BudgetRow[];
  /** The first visit and Lighthouse: at 1 M only, they do not depend on the data's size. */
  pages: boolean;
}) {
  const { base, users, load, server, scenarios, budgets } = run;
  // Which step the whole run's RSS peak comes from (docs/performance.md, known gaps).
  const peakSoFar = (step: string) =>
    console.log(
      `  server RSS peak after ${step}: ${server.peakRssMb().toFixed(0)} MB (${server.peakRssParts()})`,
    );
  peakSoFar('the reads');
  const randomCase = () => caseId(1 + Math.floor(Math.random() * SETTINGS.cases));
  const responses = await warmAndMeasure(
    `posting a response (${UPLOAD_CONNECTIONS} connections)`,
    base,
    responseRequests(base, users.responders, randomCase),
    { ...load, connections: UPLOAD_CONNECTIONS },
  );
  scenarios.push(responses);
  budgets.push(noErrorRow(responses));
  peakSoFar('the responses');

  console.log(`Opening ${CHAT_THREADS + 1} chat threads…`);
  const [fanOutThread, ...threads] = await openThreads(base, users);
  if (!fanOutThread) throw new Error('no chat threads');
  // Watch alerts (issue 23) are timed while the chat load runs: both go out on the live
  // channel. The rounds start once the chat scenario is past its warm-up.
  const alerting = (async () => {
    await new Promise((resolve) => setTimeout(resolve, (load.warmup + 1) * 1000));
    return measureAlertLatency(
      base,
      users.alertWatchers.map((watcher, k) => ({
        watcher,
        lodger: users.alertLodgers[k] as (typeof users.alertLodgers)[number],
      })),
    );
  })();
  const chat = await warmAndMeasure(
    'sending a chat message',
    base,
    chatRequests(base, threads),
    load,
  );
  scenarios.push(chat);
  budgets.push(noErrorRow(chat));
  const alerts = await alerting;
  console.log(`  watch alerts: ${alerts.times.map((t) => t.toFixed(0)).join(', ')} ms`);
  budgets.push(alertRow(alerts));
  peakSoFar('the chat and the watch alerts');

  // A fixed number of lodgements, one per fresh account, at the server's upload concurrency.
  const form = await lodgementBody();
  console.log(`Photo: ${(form.body.length / 1024).toFixed(0)} KB multipart body`);
  await measure('lodging (warm-up)', base, lodgingRequests(base, users.warmupLodgers, form), {
    connections: UPLOAD_CONNECTIONS,
    amount: users.warmupLodgers.length,
  });
  const lodging = await measure(
    `lodging a case with one image (${UPLOAD_CONNECTIONS} connections)`,
    base,
    lodgingRequests(base, users.lodgers, form),
    { connections: UPLOAD_CONNECTIONS, amount: users.lodgers.length },
  );
  console.log(describe(lodging));
  scenarios.push(lodging);
  budgets.push(...lodgingBudgetRows(lodging));
  peakSoFar('lodging');

  const fanOut = await measureFanOut(base, fanOutThread, threads, {
    streams: FAN_OUT_STREAMS,
    repetitions: FAN_OUT_REPETITIONS,
  });
  console.log(
    `  fan-out to ${fanOut.streams} streams: ${fanOut.times.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
  budgets.push(fanOutRow(fanOut));
  peakSoFar('the fan-out');
  budgets.push({ ...rssRow(server.peakRssMb()), name: 'server RSS, peak of the whole run' });

  if (!run.pages) return;
  budgets.push(firstVisitRow(await firstVisitJsKb(base)));
  // The smoke profile stops at the first visit: Lighthouse has its own command
  // (bench:lighthouse) and takes minutes on a busy machine.
  if (SETTINGS.profile === 'smoke') return;
  // The newest Australian case is one the lodging scenario just lodged, with its photo.
  const casePath = (await newestCaseWithImage(base)) ?? `/case/${QUIET_CASE}`;
  for (const step of EXTRA_STEPS) {
    console.log(`${step.name}…`);
    budgets.push(...(await step.run({ base, casePath, cpu: run.cpu })));
  }
}
