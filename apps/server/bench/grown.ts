import type pg from 'pg';

// BENCH_STORAGE=grown (decision 0058): the bulk-loaded registry is packed (heaps in identifier
// order, indexes built at once, every leaf full), which no registry grown by years of lodging
// and retiring is. Loading 10 M cases through the app's own statements in random order would
// take hours here, so the bench ages the loaded database instead, in the way growth ages it:
// the updates of a case's life (touched by a response or an edit, reminded by the retirement
// sweep) rewrite a share of the rows in scattered order, each moving to another heap page and
// adding an entry to every index of the table, and the identifiers of those cases are deleted
// and inserted again; a plain VACUUM then
// frees the old versions' space for reuse without packing anything, as autovacuum does. (No
// case is deleted: the scenarios walk every case.) pgstattuple measures the indexes' leaf density and fragmentation
// before and after: a B-tree grown by random inserts settles near 70 % leaf density.

const TABLES = ['cases', 'case_identifiers'] as const;

export type IndexShape = { index: string; leafDensity: number; fragmentation: number };

/** Leaf density and fragmentation of every B-tree index of the case tables (pgstattuple). */
export async function indexShapes(pool: pg.Pool): Promise<IndexShape[]> {
  await pool.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
  const { rows } = await pool.query<{ index: string; density: number; fragmentation: number }>(
    `SELECT i.indexrelid::regclass::text AS index, s.avg_leaf_density AS density,
            s.leaf_fragmentation AS fragmentation
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam,
          LATERAL pgstatindex(i.indexrelid) s
     WHERE i.indrelid = ANY ($1::regclass[]) AND a.amname = 'btree'
     ORDER BY 1`,
    [TABLES],
  );
  return rows.map((row) => ({
    index: row.index,
    leafDensity: Number(row.density),
    fragmentation: Number(row.fragmentation),
  }));
}

export function describeShapes(shapes: readonly IndexShape[]): string {
  return shapes.map(describeShape).join('; ');
}

// pgstatindex answers NaN for an index with no leaf page to measure: the partial indexes on held
// cases, which the bench's registry never fills. Said so, not printed as "NaN %".
function describeShape(s: IndexShape): string {
  if (!Number.isFinite(s.leafDensity)) return `${s.index} empty`;
  return `${s.index} ${s.leafDensity.toFixed(0)} % dense, ${s.fragmentation.toFixed(0)} % fragmented`;
}

/**
 * Ages the case tables as growth would: `updateShare` of the cases rewritten (as the retirement
 * sweep's reminder and archive updates do) and their identifiers with them, in scattered order,
 * in batches; then a plain VACUUM (ANALYZE). Answers the indexes' shapes before and after.
 * The bench's cases stay what the scenarios expect: the updates change no value.
 */
export async function growStorage(
  pool: pg.Pool,
  cases: number,
  options: { updateShare: number; batches: number },
): Promise<{ before: IndexShape[]; after: IndexShape[]; seconds: number }> {
  const started = performance.now();
  const before = await indexShapes(pool);
  // Each batch takes the cases whose scattered rank falls in its slice: hashtext spreads them
  // over the whole table, so every batch touches pages everywhere, as a day's updates do.
  const share = Math.round(options.updateShare * 1_000_000);
  for (let batch = 0; batch < options.batches; batch++) {
    const range = `abs(hashtext(id)) % 1000000 < ${share} AND abs(hashtext(id)) % ${options.batches} = ${batch}`;
    // A case touched (a response, an edit, the sweep's reminder) moves `touched_at`, which the
    // staleness sweep's index holds: never a heap-only update, so the row moves and every index
    // of the table gets an entry. Its identifiers are deleted and inserted again, as an edit of
    // them is. The values the scenarios read are unchanged.
    await pool.query(
      `UPDATE cases SET touched_at = touched_at + interval '1 millisecond' WHERE ${range}`,
    );
    await pool.query(
      `WITH gone AS (DELETE FROM case_identifiers WHERE case_id IN (SELECT id FROM cases WHERE ${range}) RETURNING *)
       INSERT INTO case_identifiers SELECT * FROM gone`,
    );
  }
  await pool.query('VACUUM (ANALYZE) cases, case_identifiers');
  await pool.query('CHECKPOINT');
  const after = await indexShapes(pool);
  console.log(
    `Grown: ${Math.round(options.updateShare * cases).toLocaleString('en')} cases rewritten in ${options.batches} batches; indexes before: ${describeShapes(before)}; after: ${describeShapes(after)}`,
  );
  return { before, after, seconds: (performance.now() - started) / 1000 };
}
