import pg from 'pg';

// A server's shared buffers filled before the paired phase (decision 0107): a fresh server on a
// copied cluster starts with empty buffers, which its first reads paid for. Heaps first, then
// indexes, each group largest first, so where the data outgrows the buffers what stays is what
// every request walks: the indexes, then as much of the heaps as fits.

export type Prewarmed = { relations: number; megabytes: number; seconds: number };

/** Every table and index outside PostgreSQL's own schemas, in the order they are read. */
const RELATIONS = `
  SELECT c.oid, current_setting('block_size')::int AS block
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'm', 'i')
    AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
  ORDER BY c.relkind = 'i', pg_relation_size(c.oid) DESC, c.oid`;

/** Reads every relation of the database at `databaseUrl` into its server's shared buffers. */
export async function prewarm(databaseUrl: string): Promise<Prewarmed> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    const { rows } = await client.query<{ oid: number; block: number }>(RELATIONS);
    let bytes = 0;
    for (const { oid, block } of rows) {
      // One statement a relation: a SELECT list's calls run in scan order, not the ORDER BY's.
      const result = await client.query<{ blocks: string }>(
        'SELECT pg_prewarm($1::oid) AS blocks',
        [oid],
      );
      bytes += Number(result.rows[0]?.blocks ?? 0) * Number(block);
    }
    return {
      relations: rows.length,
      megabytes: Math.round(bytes / 2 ** 20),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}

export const describePrewarmed = (p: Prewarmed) =>
  `${p.megabytes.toLocaleString('en')} MB of ${p.relations} relations read in ${p.seconds.toFixed(0)} s`;
