import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { DbOrTx } from '../../db/client.js';
import type { ScrapeRead } from '../../lib/scrape-reads.js';

// Transparency (issue 48, DSA Art. 15 and 24): figures computed from the rows, per quarter of
// a year (UTC): notices received by reason and regime, time to decision (median and 90th
// percentile, in hours), the share acted on, statements of reasons by restriction, appeals and
// reversals. The public page, the CSV and /metrics read this one function.

export type QuarterFigures = {
  quarter: string;
  received: { regime: string; reason: string; count: number }[];
  decided: number;
  actedOn: number;
  /** actedOn / decided, 0 when nothing was decided. */
  shareActedOn: number;
  medianHoursToDecision: number | null;
  p90HoursToDecision: number | null;
  statements: { restriction: string; count: number }[];
  appeals: number;
  reversals: number;
};

const quarterOf = (column: string) =>
  sql.raw(
    `(extract(year from ${column} AT TIME ZONE 'UTC')::int || 'Q' || extract(quarter from ${column} AT TIME ZONE 'UTC')::int)`,
  );

export async function transparencyFigures(db: DbOrTx, year: number): Promise<QuarterFigures[]> {
  const from = `${year}-01-01T00:00:00Z`;
  const to = `${year + 1}-01-01T00:00:00Z`;
  const inYear = (column: string) =>
    sql.raw(`${column} >= '${from}'::timestamptz AND ${column} < '${to}'::timestamptz`);
  // One statement after another, not together: each holds one of the pool's connections, and
  // /metrics must not fill its queue (decision 0103).
  const received = await db.execute<{
    quarter: string;
    regime: string;
    reason: string;
    n: number;
  }>(sql`
      SELECT ${quarterOf('created_at')} AS quarter, regime, reason, count(*)::int AS n
      FROM notices WHERE ${inYear('created_at')} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  const decided = await db.execute<{
    quarter: string;
    decided: number;
    acted: number;
    p50: number | null;
    p90: number | null;
  }>(sql`
      SELECT ${quarterOf('decided_at')} AS quarter, count(*)::int AS decided,
        count(*) FILTER (WHERE decision = 'remove')::int AS acted,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - created_at)) / 3600 AS p50,
        percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - created_at)) / 3600 AS p90
      FROM notices WHERE decided_at IS NOT NULL AND ${inYear('decided_at')} GROUP BY 1`);
  const issued = await db.execute<{ quarter: string; restriction: string; n: number }>(sql`
      SELECT ${quarterOf('created_at')} AS quarter, restriction, count(*)::int AS n
      FROM statements WHERE ${inYear('created_at')} GROUP BY 1, 2 ORDER BY 1, 2`);
  const appealed = await db.execute<{ quarter: string; appeals: number; reversals: number }>(sql`
      SELECT ${quarterOf('created_at')} AS quarter, count(*)::int AS appeals,
        count(*) FILTER (WHERE outcome = 'reversed')::int AS reversals
      FROM appeals WHERE ${inYear('created_at')} GROUP BY 1`);
  const round = (v: number | null) => (v === null ? null : Math.round(Number(v) * 100) / 100);
  return [1, 2, 3, 4].map((q) => {
    const quarter = `${year}Q${q}`;
    const d = decided.rows.find((r) => r.quarter === quarter);
    const a = appealed.rows.find((r) => r.quarter === quarter);
    const decidedCount = d?.decided ?? 0;
    const acted = d?.acted ?? 0;
    return {
      quarter,
      received: received.rows
        .filter((r) => r.quarter === quarter)
        .map((r) => ({ regime: r.regime, reason: r.reason, count: r.n })),
      decided: decidedCount,
      actedOn: acted,
      shareActedOn: decidedCount === 0 ? 0 : Math.round((acted / decidedCount) * 1000) / 1000,
      medianHoursToDecision: round(d?.p50 ?? null),
      p90HoursToDecision: round(d?.p90 ?? null),
      statements: issued.rows
        .filter((r) => r.quarter === quarter)
        .map((r) => ({ restriction: r.restriction, count: r.n })),
      appeals: a?.appeals ?? 0,
      reversals: a?.reversals ?? 0,
    };
  });
}

/** The year as CSV: one row per quarter and measure, for the yearly report. */
export function transparencyCsv(figures: QuarterFigures[]): string {
  const lines = ['quarter,measure,regime,reason_or_restriction,value'];
  const row = (...cells: (string | number | null)[]) =>
    lines.push(cells.map((c) => (c === null ? '' : String(c))).join(','));
  for (const f of figures) {
    for (const r of f.received) row(f.quarter, 'notices_received', r.regime, r.reason, r.count);
    row(f.quarter, 'decided', '', '', f.decided);
    row(f.quarter, 'acted_on', '', '', f.actedOn);
    row(f.quarter, 'share_acted_on', '', '', f.shareActedOn);
    row(f.quarter, 'median_hours_to_decision', '', '', f.medianHoursToDecision);
    row(f.quarter, 'p90_hours_to_decision', '', '', f.p90HoursToDecision);
    for (const s of f.statements) row(f.quarter, 'statements', '', s.restriction, s.count);
    row(f.quarter, 'appeals', '', '', f.appeals);
    row(f.quarter, 'reversals', '', '', f.reversals);
  }
  return `${lines.join('\n')}\n`;
}

/** The current year's figures on /metrics, read when scraped, labelled by quarter. */
export function registerTransparencyMetrics(
  registry: Registry,
  db: DbOrTx,
  scrape: ScrapeRead,
): void {
  const read = () =>
    scrape('transparency', () => transparencyFigures(db, new Date().getUTCFullYear()));
  new Gauge({
    name: 'forewarn_notices_received',
    help: 'Notices of complaint received this year, by quarter, regime and reason',
    labelNames: ['quarter', 'regime', 'reason'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const f of await read()) {
        for (const r of f.received)
          this.set({ quarter: f.quarter, regime: r.regime, reason: r.reason }, r.count);
      }
    },
  });
  new Gauge({
    name: 'forewarn_notice_hours_to_decision',
    help: 'Hours from notice to decision this year, by quarter: median (0.5) and 90th percentile',
    labelNames: ['quarter', 'quantile'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const f of await read()) {
        if (f.medianHoursToDecision !== null)
          this.set({ quarter: f.quarter, quantile: '0.5' }, f.medianHoursToDecision);
        if (f.p90HoursToDecision !== null)
          this.set({ quarter: f.quarter, quantile: '0.9' }, f.p90HoursToDecision);
      }
    },
  });
  new Gauge({
    name: 'forewarn_notices_decisions',
    help: 'Notices decided this year and those acted on, by quarter; appeals and reversals',
    labelNames: ['quarter', 'what'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const f of await read()) {
        this.set({ quarter: f.quarter, what: 'decided' }, f.decided);
        this.set({ quarter: f.quarter, what: 'acted_on' }, f.actedOn);
        this.set({ quarter: f.quarter, what: 'appeals' }, f.appeals);
        this.set({ quarter: f.quarter, what: 'reversals' }, f.reversals);
      }
    },
  });
}
