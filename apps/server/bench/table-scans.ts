import pg from 'pg';

// Which tables a read scanned whole, per request, from PostgreSQL's own counters
// (pg_stat_user_tables): logged beside each paired round's CPU split (cpu.ts), to tell a plan
// that reads a growing table row by row from one that finds its rows by an index. Issue 25:
// the twin's backends once spent 2 to 3 ms a request for about 30 s at the start of a read's
// rounds, and every statement of the reads is meant to find its rows by a key. Backends report
// these counters at most once a second, so a 2 s run's figures can lag by up to one.

export type ScanSample = ReadonlyMap<string, { seqScans: number; seqRows: number }>;

export type ScanMeter = {
  sample(): Promise<ScanSample>;
  close(): Promise<void>;
};

/** One connection kept open for the samples, so none is opened inside a measured run. */
export function tableScanMeter(databaseUrl: string): ScanMeter {
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  return {
    async sample() {
      await connected;
      const { rows } = await client.query<{ name: string; seq_scan: string; seq_tup_read: string }>(
        'SELECT relname AS name, seq_scan, seq_tup_read FROM pg_stat_user_tables',
      );
      return new Map(
        rows.map((row) => [
          row.name,
          { seqScans: Number(row.seq_scan), seqRows: Number(row.seq_tup_read) },
        ]),
      );
    },
    async close() {
      await connected.catch(() => undefined);
      await client.end();
    },
  };
}

/**
 * The tables scanned whole between two samples, per request, for the log; undefined when a
 * request read fewer than `minRowsPerRequest` rows by scans in every table. Small tables are
 * scanned now and then by design: the signed-in reads' batched session lookups scan the bench's
 * few thousand users, about 20 rows a request (a plan PostgreSQL picks for a small table).
 */
export function describeScans(
  before: ScanSample,
  after: ScanSample,
  requests: number,
  minRowsPerRequest = 100,
): string | undefined {
  if (requests <= 0) return undefined;
  const scanned: string[] = [];
  for (const [name, now] of after) {
    const then = before.get(name) ?? { seqScans: 0, seqRows: 0 };
    const rows = (now.seqRows - then.seqRows) / requests;
    if (rows < minRowsPerRequest) continue;
    const scans = (now.seqScans - then.seqScans) / requests;
    scanned.push(`${name} ${scans.toFixed(2)} scans and ${rows.toFixed(0)} rows`);
  }
  return scanned.length > 0 ? `scanned whole per request: ${scanned.join('; ')}` : undefined;
}
