import type { Database } from '../src/db/client.js';
import { sleep } from './clients.js';

// The failover scenario's watch alerts (issue 39): one member watches the number of every
// lodgement the scenario makes (kill-alerts.ts's alertNumber), so each acknowledged lodgement
// owes that member one watch alert in the notification centre, written by the job queue, which
// has to carry on through every failover. Checked at the end: the notification rows, and the
// bell's count as the member's app reads it.

/**
 * Waits (at most `settleMs`) until every acknowledged case has its watch alert for `watcherId`;
 * then reads the watcher's bell count through `url`.
 */
export async function watchAlertsDelivered(options: {
  database: Database;
  watcherId: string;
  watcherCookie: string;
  url: string;
  cases: ReadonlySet<string>;
  settleMs: number;
}): Promise<{ delivered: number; bell: number | undefined; waitedMs: number }> {
  const { database, watcherId, cases } = options;
  const started = performance.now();
  let delivered = 0;
  for (;;) {
    const { rows } = await database.pool
      .query<{ n: number }>(
        `SELECT count(DISTINCT case_id)::int AS n FROM notifications
         WHERE kind = 'watch_alert' AND user_id = $1 AND case_id = ANY($2)`,
        [watcherId, [...cases]],
      )
      .catch(() => ({ rows: [] }));
    delivered = rows[0]?.n ?? delivered;
    if (delivered >= cases.size || performance.now() - started > options.settleMs) break;
    await sleep(1000);
  }
  let bell: number | undefined;
  try {
    const res = await fetch(`${options.url}/api/notifications/unread`, {
      headers: { cookie: options.watcherCookie },
    });
    if (res.status === 200) bell = ((await res.json()) as { unread: number }).unread;
    else await res.arrayBuffer();
  } catch {
    // No answer: no bell count.
  }
  return { delivered, bell, waitedMs: performance.now() - started };
}
