import type pg from 'pg';

// Fills a database with fictional cases for benchmarks, entirely inside PostgreSQL
// (INSERT ... SELECT over generate_series): no row crosses the wire. Case i of country c has a
// phone number derived from i, so a benchmark can search for any of them. Titles are the same
// few at every size: a title with i in it ('Bench case 9999996') grew a 7-digit run past 1 M,
// which the free-text mask reads as a possible phone number at 50 µs a card, so recent cases
// seemed to cost 0.3 ms more at 10 M for a reason no registry's growth has (performance.md).
// As any bulk load into PostgreSQL is done (its manual's "Populating a Database"), the secondary
// indexes of `cases` and `case_identifiers` are dropped first and built again at the end, in
// one sort each, and the foreign-key triggers are skipped for the load (the rows are made
// consistent here): maintaining a 30-million-entry index one random insert at a time, and
// checking every identifier's case, is what made 10 M cases take half an hour (issue 25).

/** National format and E.164 of case i's number, per country; mirrored in SQL below. */
export const PHONE_SHAPES = {
  AU: { national: (i: number) => `04${pad(i, 8)}`, e164: (i: number) => `+614${pad(i, 8)}` },
  NZ: { national: (i: number) => `021${pad(i, 7)}`, e164: (i: number) => `+6421${pad(i, 7)}` },
  GB: { national: (i: number) => `07${pad(i, 9)}`, e164: (i: number) => `+447${pad(i, 9)}` },
  IE: { national: (i: number) => `085${pad(i, 7)}`, e164: (i: number) => `+35385${pad(i, 7)}` },
  US: { national: (i: number) => `201${pad(i, 7)}`, e164: (i: number) => `+1201${pad(i, 7)}` },
  CA: { national: (i: number) => `506${pad(i, 7)}`, e164: (i: number) => `+1506${pad(i, 7)}` },
} as const;
export const BENCH_COUNTRIES = ['AU', 'NZ', 'GB', 'IE', 'US', 'CA'] as const;

function pad(i: number, width: number): string {
  return String(i % 10 ** width).padStart(width, '0');
}

/** Country of case i: round robin over BENCH_COUNTRIES. */
export const countryOf = (i: number) => BENCH_COUNTRIES[i % BENCH_COUNTRIES.length] ?? 'AU';

/** The indexes of the loaded tables that no constraint owns, as `CREATE INDEX` statements. */
async function secondaryIndexes(client: pg.PoolClient): Promise<{ name: string; sql: string }[]> {
  const { rows } = await client.query<{ name: string; sql: string }>(
    `SELECT i.indexname AS name, i.indexdef AS sql FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename IN ('cases', 'case_identifiers')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
     ORDER BY i.indexname`,
  );
  return rows;
}

export async function loadCases(pool: pg.Pool, count: number, batch = 500_000): Promise<void> {
  const client = await pool.connect();
  try {
    const indexes = await secondaryIndexes(client);
    for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
    // Only a superuser may skip triggers; the bench's own database is run as one.
    await client.query(`SET session_replication_role = replica`);
    const user = await client.query<{ id: string }>(
      `INSERT INTO users (email, username, password_hash, email_verified)
       VALUES ('bench@example.test', 'bench', 'not-a-hash', true)
       ON CONFLICT DO NOTHING RETURNING id`,
    );
    const creatorId =
      user.rows[0]?.id ??
      (
        await client.query<{ id: string }>(
          `SELECT id FROM users WHERE email = 'bench@example.test'`,
        )
      ).rows[0]?.id;
    for (let start = 1; start <= count; start += batch) {
      const end = Math.min(count, start + batch - 1);
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO cases (id, country, title, name, number, email, postcode, details,
                            post_anonymously, creator_id, created_at)
         SELECT 'bench' || lpad(i::text, 11, '0'),
                (ARRAY['AU','NZ','GB','IE','US','CA'])[i % 6 + 1],
                (ARRAY['Deposit taken, work never started', 'Invoice unpaid after the job',
                       'Left the job half done', 'Paid in full, nothing delivered'])[i % 4 + 1],
                'Bench Person ' || i,
                CASE i % 6
                  WHEN 0 THEN '04' || lpad((i % 100000000)::text, 8, '0')
                  WHEN 1 THEN '021' || lpad((i % 10000000)::text, 7, '0')
                  WHEN 2 THEN '07' || lpad((i % 1000000000)::text, 9, '0')
                  WHEN 3 THEN '085' || lpad((i % 10000000)::text, 7, '0')
                  WHEN 4 THEN '201' || lpad((i % 10000000)::text, 7, '0')
                  ELSE '506' || lpad((i % 10000000)::text, 7, '0')
                END,
                'bench' || i || '@example.test',
                lpad((i % 9000 + 1000)::text, 4, '0'),
                'A fictional case for benchmarks only. Deposit taken, no work done, calls unanswered.',
                i % 3 = 0, $1, now() - make_interval(secs => $2::int - i)
         FROM generate_series($3::int, $4::int) AS i`,
        [creatorId, count, start, end],
      );
      await client.query(
        `INSERT INTO case_identifiers (case_id, country, kind, value)
         SELECT id, country, 'number',
                CASE country
                  WHEN 'AU' THEN '+61' || substr(number, 2)
                  WHEN 'NZ' THEN '+64' || substr(number, 2)
                  WHEN 'GB' THEN '+44' || substr(number, 2)
                  WHEN 'IE' THEN '+353' || substr(number, 2)
                  ELSE '+1' || number
                END
         FROM cases WHERE id BETWEEN 'bench' || lpad($1::text, 11, '0') AND 'bench' || lpad($2::text, 11, '0')
         UNION ALL
         SELECT id, country, 'email', email FROM cases
         WHERE id BETWEEN 'bench' || lpad($1::text, 11, '0') AND 'bench' || lpad($2::text, 11, '0')
         UNION ALL
         SELECT id, country, 'postcode', postcode FROM cases
         WHERE id BETWEEN 'bench' || lpad($1::text, 11, '0') AND 'bench' || lpad($2::text, 11, '0')`,
        [start, end],
      );
      await client.query('COMMIT');
    }
    await client.query(`SET session_replication_role = DEFAULT`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query(`SET max_parallel_maintenance_workers = 2`);
    for (const index of indexes) await client.query(index.sql);
    await client.query('ANALYZE cases');
    await client.query('ANALYZE case_identifiers');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.query('RESET session_replication_role').catch(() => undefined);
    client.release();
  }
}
