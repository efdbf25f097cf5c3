import path from 'node:path';
import type pg from 'pg';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import { logPostgresPauses } from './postgres-log.js';
import { SETTINGS } from './settings.js';

// What a `npm run bench` run does, read once from the settings: shared by its phases.

export const ROOT = path.resolve(SERVER_ROOT, '../..');
/** Past the twins' size each read is also judged against twins in this run (decision 0073). */
export const WITH_TWIN = SETTINGS.cases > SETTINGS.twinCases && SETTINGS.storage !== 'small-memory';
/**
 * The first visit and Lighthouse: at the twins' size and under only (issue 51: they do not
 * depend on the data's size), and in the smoke profile so that the step runs. A 10 M run larger
 * than memory has no twin, and used to run them too.
 */
export const WITH_PAGES = SETTINGS.cases <= SETTINGS.twinCases || SETTINGS.profile === 'smoke';
/** The A/A-only calibration: the two twins and nothing else (BENCH_PROFILE=aa). */
export const AA_ONLY = SETTINGS.profile === 'aa';
/** BENCH_STORAGE=grown: both the bench's database and its twins are aged alike (grown.ts). */
export const GROW = SETTINGS.storage === 'grown' ? { grow: { share: SETTINGS.grownShare } } : {};

/** BENCH_PG_LOG (and BENCH_PG_EXPLAIN): the same logging on both servers. */
export const pgLogging = SETTINGS.pgLog
  ? (pool: pg.Pool) => logPostgresPauses(pool, SETTINGS.pgExplainMs)
  : undefined;
