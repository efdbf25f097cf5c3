import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, onTestFinished } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import type { AppDeps } from '../src/deps.js';
import { CrowdCeiling } from '../src/modules/crowd/crowd-ceiling.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
};

/**
 * The whole app on a fresh database, for Fastify inject(): no port, no network. Closed after
 * the file's tests. Adapters are the real defaults (mail goes to DATA_DIR/outbox) unless a
 * test passes its own.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  adapters: Partial<Pick<AppDeps, 'mail' | 'sms' | 'storage'>> = {},
  options: Pick<BuildAppOptions, 'runJobs' | 'onRoute'> & {
    /** The crowd's clock (modules/crowd), which the new-account rules read: tests move it. */
    crowdClock?: () => number;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-test-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // No shedding by event-loop delay in API tests: a test process starved of CPU for a whole
    // sample (files run in parallel on 2 cores) reads the delay as Infinity and would shed a
    // test's request. The shedding tests set their own thresholds.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    // The site-wide sign-up ceiling (modules/crowd) is crowd-ceiling.test.ts's: other files
    // make dozens of accounts in seconds, far above the normal of a quiet site.
    SIGNUP_NORMAL_PER_10_MINUTES: '100000',
    ...env,
  });
  const database = await createTestDatabase();
  // The job queue's worker runs only where a test asks for it: others call the jobs directly.
  const app = await buildApp({
    config,
    database,
    ...adapters,
    runJobs: options.runJobs ?? false,
    ...(options.crowdClock
      ? {
          crowd: new CrowdCeiling(database.db, config.signupNormalPer10Minutes, options.crowdClock),
        }
      : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.ready();
  const close = async () => {
    // The folder goes even when a test has closed the app or its database already.
    try {
      await app.close();
      await database.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  // Built inside a test, closed when that test ends: Vitest runs no afterAll registered then.
  try {
    onTestFinished(close);
  } catch {
    afterAll(close);
  }
  return { app, database, config };
}
