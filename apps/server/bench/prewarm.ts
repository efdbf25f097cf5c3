import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import pg from 'pg';

// A server's shared buffers filled before the paired phase (decision 0107): a fresh server on a
// copied cluster starts with empty buffers, which its first reads paid for. Heaps first, then
// indexes, each group largest first, so where the data outgrows the buffers what stays is what
// every request walks: the indexes, then as much of the heaps as fits.
//
// Then the measured server's page cache settled (decision 0109): filling three servers' buffers
// through the kernel's page cache left it holding the twins' files and the 10 M server's indexes,
// all already in buffers, and not the 10 M heap pages the buffers lack; its first quarter of
// rounds read them from the disk. The page cache is emptied and that server's relations read
// into it, indexes first and heaps last, so the heaps are what it keeps.

export type Prewarmed = {
  relations: number;
  megabytes: number;
  seconds: number;
  /** Into the buffers: their size, to say whether they hold the database whole (decision 0121). */
  buffersMegabytes?: number;
};

/**
 * Into the server's shared buffers (`buffer`), or into the kernel's page cache only (`read`).
 * The buffers take heaps first and indexes last; the page cache indexes first and heaps last:
 * each keeps what was read last when the data outgrows it.
 */
export type PrewarmMode = 'buffer' | 'read';

/** Every table and index outside PostgreSQL's own schemas, in the order `mode` reads them. */
export const relationsFor = (mode: PrewarmMode) => `
  SELECT c.oid, current_setting('block_size')::int AS block
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'm', 'i')
    AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
  ORDER BY c.relkind ${mode === 'buffer' ? "= 'i'" : "<> 'i'"}, pg_relation_size(c.oid) DESC, c.oid`;

/** Reads every relation of the database at `databaseUrl`, as `mode` says. */
export async function prewarm(
  databaseUrl: string,
  mode: PrewarmMode = 'buffer',
): Promise<Prewarmed> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    const { rows } = await client.query<{ oid: number; block: number }>(relationsFor(mode));
    let bytes = 0;
    for (const { oid, block } of rows) {
      // One statement a relation: a SELECT list's calls run in scan order, not the ORDER BY's.
      const result = await client.query<{ blocks: string }>(
        'SELECT pg_prewarm($1::oid, $2) AS blocks',
        [oid, mode],
      );
      bytes += Number(result.rows[0]?.blocks ?? 0) * Number(block);
    }
    const prewarmed: Prewarmed = {
      relations: rows.length,
      megabytes: Math.round(bytes / 2 ** 20),
      seconds: (performance.now() - started) / 1000,
    };
    if (mode === 'buffer') {
      const { rows: size } = await client.query<{ bytes: string }>(
        "SELECT pg_size_bytes(current_setting('shared_buffers')) AS bytes",
      );
      prewarmed.buffersMegabytes = Math.round(Number(size[0]?.bytes ?? 0) / 2 ** 20);
    }
    return prewarmed;
  } finally {
    await client.end();
  }
}

export const describePrewarmed = (p: Prewarmed) =>
  `${p.megabytes.toLocaleString('en')} MB of ${p.relations} relations read in ${p.seconds.toFixed(0)} s${
    p.buffersMegabytes === undefined
      ? ''
      : ` into ${p.buffersMegabytes.toLocaleString('en')} MB of buffers${p.megabytes <= p.buffersMegabytes ? ', held whole' : ', not held whole'}`
  }`;

const DROP_CACHES = '/proc/sys/vm/drop_caches';

/**
 * The kernel's clean page cache dropped (after a `sync`, so PostgreSQL's dirty pages go too),
 * which takes root; says what it did, or why it did nothing. Pages a process maps stay.
 */
export function emptyPageCache(file = DROP_CACHES): string {
  try {
    execFileSync('sync');
    writeFileSync(file, '1');
    return 'the page cache emptied';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return `the page cache left as it was (${code})`;
  }
}
