import type { Database } from '../src/db/client.js';
import type { Account } from './clients.js';
import { watchAlertsDelivered } from './failover-alerts.js';
import type { chatLoad } from './failover-chat.js';
import type { FailoverLoad } from './failover-load.js';
import { record } from './report.js';
import { alive, type ServerProcess } from './server-process.js';

// The failover scenario's verdict, once the load has stopped and the cluster is healthy: every
// acknowledged write looked up, every watch alert owed counted, and each budget recorded.

const SCENARIO = 'failover';
const WRITE_GAP_BUDGET_MS = 30_000;
const READ_GAP_BUDGET_MS = 10_000;
/** How long the job queue may take, after the load stops, to write the last alerts. */
const ALERTS_SETTLE_MS = 120_000;

/** One failover as measured from its cause: the longest gaps, and the chat's stream after it. */
export type FailoverRow = {
  cause: string;
  write: number;
  read: number;
  resumed: boolean;
  chat: number;
};

export async function recordFailoverVerdict(run: {
  owner: Database;
  load: FailoverLoad;
  chat: ReturnType<typeof chatLoad>;
  rows: FailoverRow[];
  cycles: number;
  watcher: Account | undefined;
  urls: string[];
  servers: ServerProcess[];
}): Promise<void> {
  const { owner, load, chat, rows, watcher, urls, servers } = run;
  const { cases, responses, faults } = load;
  const foundCases = await owner.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cases WHERE id = ANY($1)',
    [[...cases]],
  );
  const foundResponses = await owner.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM comments WHERE id = ANY($1)',
    [[...responses]],
  );
  const foundMessages = await owner.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM messages WHERE id = ANY($1)',
    [[...chat.acknowledged.keys()]],
  );
  const alerts = await watchAlertsDelivered({
    database: owner,
    watcherId: watcher?.id ?? '',
    watcherCookie: watcher?.cookie ?? '',
    url: urls[0] ?? '',
    cases,
    settleMs: ALERTS_SETTLE_MS,
  });
  await owner.close();
  const lost =
    cases.size -
    (foundCases.rows[0]?.n ?? 0) +
    responses.size -
    (foundResponses.rows[0]?.n ?? 0) +
    chat.acknowledged.size -
    (foundMessages.rows[0]?.n ?? 0);
  const worstWrite = Math.max(...rows.map((r) => r.write));
  const worstRead = Math.max(...rows.map((r) => r.read));
  const faultCount = Object.values(faults).reduce((a, b) => a + b, 0);
  record(
    SCENARIO,
    'failovers',
    String(rows.length),
    String(run.cycles),
    rows.length === run.cycles,
  );
  record(
    SCENARIO,
    'acknowledged writes (lodgements + responses + chat messages)',
    `${cases.size} + ${responses.size} + ${chat.acknowledged.size}`,
    '> 0 each',
    cases.size > 0 && responses.size > 0 && chat.acknowledged.size > 0,
  );
  record(SCENARIO, 'acknowledged writes lost', String(lost), '0', lost === 0);
  record(
    SCENARIO,
    'longest time without a successful write',
    `${(worstWrite / 1000).toFixed(1)} s`,
    '≤ 30 s',
    worstWrite <= WRITE_GAP_BUDGET_MS,
  );
  record(
    SCENARIO,
    'longest time without a successful read',
    `${(worstRead / 1000).toFixed(1)} s`,
    '≤ 10 s',
    worstRead <= READ_GAP_BUDGET_MS,
  );
  record(
    SCENARIO,
    '5xx other than 503',
    `${faultCount} ${JSON.stringify(faults)}`,
    '0',
    faultCount === 0,
  );
  const resumed = rows.filter((r) => r.resumed).length;
  record(
    SCENARIO,
    "chat: the receiver's event stream open again after each failover",
    `${resumed}/${rows.length}`,
    'all',
    resumed === rows.length,
  );
  const chatted = rows.filter((r) => r.chat > 0).length;
  record(
    SCENARIO,
    'chat: a message sent after each failover received on that stream',
    `${chatted}/${rows.length}`,
    'all',
    chatted === rows.length,
  );
  record(
    SCENARIO,
    'chat: acknowledged messages received on the stream (not replayed after a cut)',
    `${chat.stream.received.size}/${chat.acknowledged.size}${chat.refusal() ? ` (a send was refused: ${chat.refusal()})` : ''}`,
    'a figure',
    true,
  );
  record(
    SCENARIO,
    'watch alerts of acknowledged lodgements delivered (notification rows)',
    `${alerts.delivered}/${cases.size} (${(alerts.waitedMs / 1000).toFixed(0)} s after the load stopped)`,
    'all',
    alerts.delivered === cases.size && cases.size > 0,
  );
  record(
    SCENARIO,
    "the watcher's bell count",
    String(alerts.bell),
    `${cases.size}`,
    alerts.bell === cases.size,
  );
  for (const server of servers.filter((s) => !alive(s))) {
    const code = server.child.exitCode ?? server.child.signalCode;
    console.log(`  ${server.url} exited (${code}):\n${server.output().slice(-4000)}`);
  }
  record(
    SCENARIO,
    'servers kept (not restarted)',
    servers.every(alive) ? 'yes' : 'no',
    'yes',
    servers.every(alive),
  );
}
