// Issue 23: what 1,000,000 stored watches cost a lodgement (docs/decisions/0039). The part of a
// lodgement that watches change is its transaction: the case, its identifiers, the submission
// record, and the alert (one indexed join of the case's identifiers to watch_keys, plus the
// named-party lookup). This runs that transaction as the lodgement route does, without the
// image (whose processing is tens of milliseconds and the same with or without watches).
// Both states are kept side by side: `watches`/`watch_keys` with the same 10 watchers of the
// lodged numbers (so alerts are written in every round), and a copy of the pair with the
// 1,000,000 watches of other numbers besides (their 40,000 members are in `users` in both
// states: members exist whether or not they watch). The pairs swap names between rounds (one
// transaction, instant), and the rounds alternate, none, 1 M, none, 1 M…, so the drift of a
// shared machine and of the growing tables falls on both alike (rounds run one after the other,
// before and after loading, once measured +28 % and −8 % in two runs of the same code).
// Budget: the 1 M rounds' mean at most 10 % above the no-watch rounds' mean.
// Usage: npm run bench:watches -w @forewarn/server (BENCH_WATCHES, BENCH_LODGEMENTS, the
// lodgements per round, and BENCH_ROUNDS, the rounds of each state, to change).
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { connect } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { newCaseId } from '../src/lib/ids.js';
import { caseValues, writeCase } from '../src/modules/cases/lodge-service.js';
import { insertSubmission } from '../src/modules/cases/repository.js';
import { alertCaseShown } from '../src/modules/watches/alerts.js';
import { startThrowawayDatabase } from './throwaway-database.js';

const WATCHES = Number(process.env.BENCH_WATCHES ?? 1_000_000);
const LODGEMENTS = Number(process.env.BENCH_LODGEMENTS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const BUDGET = 1.1;

async function main() {
  const throwaway = await startThrowawayDatabase('watches');
  const database = connect(throwaway.connectionString, 'external');
  const { db, pool } = database;
  try {
    await runMigrations(pool);
    const creator = await newUser(pool, 'creator');
    // The same 10 watchers of the lodged numbers in every round.
    const watchers: string[] = [];
    for (let i = 0; i < 10; i++) watchers.push(await newUser(pool, `watcher${i}`));
    for (const [i, watcher] of watchers.entries()) {
      const watch = await pool.query<{ id: string }>(
        `INSERT INTO watches (user_id, country, typed, normalized)
         VALUES ($1, 'AU', $2, $2) RETURNING id`,
        [watcher, `+6140000${String(i).padStart(4, '0')}`],
      );
      await pool.query(
        `INSERT INTO watch_keys (watch_id, user_id, country, value) VALUES ($1, $2, 'AU', $3)`,
        [watch.rows[0]?.id, watcher, `+6140000${String(i).padStart(4, '0')}`],
      );
    }

    let lodged = 0;
    const round = async (label: string) => {
      const times: number[] = [];
      for (let i = 0; i < LODGEMENTS; i++) {
        const tail = String(lodged++ % 10).padStart(4, '0');
        const started = performance.now();
        await db.transaction(async (tx) => {
          const id = newCaseId();
          const now = new Date();
          await writeCase(
            tx,
            caseValues(
              {
                title: 'Bench lodgement: deposit taken, no work done',
                name: 'Bench Person',
                number: `040000${tail}`,
                postcode: '2000',
                details:
                  'A fictional case lodged by the benchmark. Paid a deposit for tiling, nobody came on the agreed day.',
                postAnonymously: true,
                visibleToPlumbers: false,
                visibleToElectricians: false,
                country: 'AU',
              } as Parameters<typeof caseValues>[0],
              { id, country: 'AU', creatorId: creator, createdAt: now },
            ),
            [],
          );
          await insertSubmission(tx, {
            userId: creator,
            caseId: id,
            country: 'AU',
            createdAt: now,
          });
          await alertCaseShown(tx, id);
        });
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
      const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
      console.log(
        `${label.padEnd(26)} ${LODGEMENTS} lodgements  mean ${mean.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms`,
      );
      return mean;
    };

    // Each round starts from a checkpoint: loading (and deleting) a million watches writes
    // hundreds of MB of WAL, and the checkpoint that follows, with its writes and fsyncs, landed
    // in whichever round came next (one run measured +28 %, the next −8 %).
    const started = performance.now();
    await loadWatches(pool, WATCHES);
    console.log(
      `loaded ${WATCHES.toLocaleString('en')} watches in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    let big = false;
    const use = async (wanted: boolean) => {
      if (wanted !== big) await swapWatchTables(pool);
      big = wanted;
    };
    await use(false);
    await round('warm-up, no watches');
    await use(true);
    await round(`warm-up, ${WATCHES.toLocaleString('en')} watches`);
    const none: number[] = [];
    const many: number[] = [];
    for (let r = 1; r <= ROUNDS; r++) {
      await use(false);
      none.push(await round(`round ${r}, no watches`));
      await use(true);
      many.push(await round(`round ${r}, ${WATCHES.toLocaleString('en')} watches`));
    }
    const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
    const ratio = mean(many) / mean(none);
    const verdict = ratio <= BUDGET ? 'within budget' : 'OVER BUDGET';
    console.log(
      `lodging with ${WATCHES.toLocaleString('en')} watches: ${(ratio * 100 - 100).toFixed(1)} % vs none (budget +${Math.round((BUDGET - 1) * 100)} %): ${verdict}`,
    );
    if (ratio > BUDGET) process.exitCode = 1;
  } finally {
    await database.close();
    await throwaway.remove();
  }
}

async function newUser(pool: pg.Pool, name: string): Promise<string> {
  const result = await pool.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, username, email_verified)
     VALUES ($1, 'x', $2, true) RETURNING id`,
    [`${name}@bench.example`, name],
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('no user');
  return id;
}

/**
 * `count` watches of other numbers, 25 to a member, with their keys, in bulk SQL, into a copy of
 * `watches` and `watch_keys` (with their indexes) that also holds the 10 watchers' rows, as
 * `watches_other` and `watch_keys_other`: swapWatchTables puts them in place.
 */
async function loadWatches(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(`
    CREATE TABLE watches_other (LIKE watches INCLUDING ALL);
    CREATE TABLE watch_keys_other (LIKE watch_keys INCLUDING ALL);
    INSERT INTO watches_other SELECT * FROM watches;
    INSERT INTO watch_keys_other SELECT * FROM watch_keys;`);
  const members = Math.ceil(count / 25);
  await pool.query(
    `INSERT INTO users (email, password_hash, username, email_verified)
     SELECT 'w' || i || '@bench.example', 'x', 'w' || i, true FROM generate_series(1, $1) AS i`,
    [members],
  );
  await pool.query(
    `INSERT INTO watches_other (user_id, country, typed, normalized)
     SELECT u.id, 'AU', '+615' || lpad(n::text, 8, '0'), '+615' || lpad(n::text, 8, '0')
     FROM (SELECT id, row_number() OVER () AS r FROM users WHERE email LIKE 'w%@bench.example') u
     CROSS JOIN LATERAL generate_series((u.r - 1) * 25 + 1, u.r * 25) AS n
     WHERE n <= $1`,
    [count],
  );
  await pool.query(
    `INSERT INTO watch_keys_other (watch_id, user_id, country, value)
     SELECT id, user_id, country, normalized FROM watches_other WHERE typed LIKE '+615%'`,
  );
  await pool.query('VACUUM (ANALYZE) users, watches_other, watch_keys_other');
  // Loading writes hundreds of MB of WAL; its checkpoint is taken now, not in a round.
  await pool.query('CHECKPOINT');
}

/** Swaps `watches`/`watch_keys` with `watches_other`/`watch_keys_other`, in one transaction. */
async function swapWatchTables(pool: pg.Pool): Promise<void> {
  await pool.query(`
    BEGIN;
    ALTER TABLE watches RENAME TO watches_swap;
    ALTER TABLE watches_other RENAME TO watches;
    ALTER TABLE watches_swap RENAME TO watches_other;
    ALTER TABLE watch_keys RENAME TO watch_keys_swap;
    ALTER TABLE watch_keys_other RENAME TO watch_keys;
    ALTER TABLE watch_keys_swap RENAME TO watch_keys_other;
    COMMIT;`);
}

await main();
