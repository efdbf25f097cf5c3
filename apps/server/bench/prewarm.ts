import pg from 'pg';

// A server's shared buffers filled before the paired phase (decision 0107), as a server that has
// worked for a day has them: a fresh server on a copied cluster starts with empty buffers, and
// the 10 M server's first reads paid for filling its 6 GB (PostgreSQL's system time three times
// the twins') while each 1 M twin's 2 GB filled in seconds. pg_prewarm reads every table and
// index into the buffers: the heaps first, then the indexes, each group largest first, so where
// the data outgrows the buffers (10 M in 6 GB) what stays is what every request walks: the
// indexes, then as much of the heaps as fits.

export type Prewarmed = { relations: number; megabytes: number; seconds: number };

/** Every table and index outside PostgreSQL's own schemas, in the order they are read. */
const RELATIONS = `
  SELECT c.oid, c.oid::regclass::text AS name
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
    const { rows } = await client.query<{ oid: number; name: string }>(RELATIONS);
    let blocks = 0;
    for (const { oid } of rows) {
      // One statement a relation: a SELECT list's calls run in scan order, not the ORDER BY's.
      const result = await client.query<{ blocks: string }>(
        'SELECT pg_prewarm($1::oid) AS blocks',
        [oid],
      );
      blocks += Number(result.rows[0]?.blocks ?? 0);
    }
    const size = await client.query<{ block: number }>(
      "SELECT current_setting('block_size')::int AS block",
    );
    return {
      relations: rows.length,
      megabytes: Math.round((blocks * (size.rows[0]?.block ?? 8192)) / 2 ** 20),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}

export const describePrewarmed = (p: Prewarmed) =>
  `${p.megabytes.toLocaleString('en')} MB of ${p.relations} relations read in ${p.seconds.toFixed(0)} s`;
