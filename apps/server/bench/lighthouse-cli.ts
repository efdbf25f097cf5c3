// `npm run bench:lighthouse -w @forewarn/server`: Lighthouse scores (mobile preset) for /, a
// case page of the demo data with a main image and extra images, and a case page lodged through
// the API with the photo `npm run bench` lodges (a 640×480 JPEG of softened noise, which
// compresses like a photo rather than like the demo's flat pictures: the case page `npm run
// bench` scores), with the built server on a throwaway embedded PostgreSQL and DATA_DIR. Budgets (issue #15): performance >= 95,
// accessibility 100, best practices 100. LIGHTHOUSE_RUNS (default 3) runs each page that many
// times and keeps the median, since one run on a busy machine is noisy. Exits 1 when a budget is
// missed. Never part of `npm test`.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CaseSummary } from '@forewarn/domain';
import { createStorage } from '../src/adapters/storage/create-storage.js';
import { loadConfig } from '../src/config.js';
import { connect } from '../src/db/client.js';
import { freePort } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import { seedDemoData } from '../src/scripts/demo-seed.js';
import { LIGHTHOUSE_BUDGETS, type LighthouseScores, runLighthouse } from './lighthouse.js';
import { medianScores, LIGHTHOUSE_RUNS as RUNS } from './lighthouse-median.js';
import { lodgementBody } from './scenarios/writes.js';
import { startThrowawayDatabase } from './throwaway-database.js';
import { type BenchUser, createBenchUsers } from './users.js';

const ROOT = path.resolve(SERVER_ROOT, '../..');

async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

/**
 * Until the server takes the public's requests: seeding the demo data's images holds its event
 * loop, and a server that sheds answers the recent cases 503 (seen 2026-12-01).
 */
async function waitForReady(url: string) {
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${url}/api/ready`)).ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready (it kept shedding)');
}

/** A public case of the demo data with a main image and extra images, as the API lists it. */
async function caseWithImages(base: string): Promise<string> {
  for (const country of ['AU', 'US', 'GB', 'CA', 'NZ', 'IE']) {
    const response = await fetch(`${base}/api/cases/recent?country=${country}`);
    // A refusal is not an empty list.
    if (!response.ok) throw new Error(`recent cases for ${country}: ${response.status}`);
    const { cases } = (await response.json()) as { cases: CaseSummary[] };
    const found = cases.find((c) => c.mainImage && c.extraImages.length > 0);
    if (found) return `/case/${encodeURIComponent(found.id)}`;
  }
  throw new Error('the demo data has no listed case with a main image and extra images');
}

/** A case lodged as `npm run bench` lodges its own (one main image, benchPhoto), by `lodger`. */
async function lodgedBenchCase(base: string, lodger: BenchUser | undefined): Promise<string> {
  if (!lodger) throw new Error('no bench user to lodge the case');
  const form = await lodgementBody();
  const response = await fetch(`${base}/api/cases`, {
    method: 'POST',
    headers: { cookie: lodger.cookie, origin: base, 'content-type': form.contentType },
    body: form.body,
  });
  if (response.status !== 201) {
    throw new Error(`lodging the bench case: ${response.status} ${await response.text()}`);
  }
  const { case: lodged } = (await response.json()) as { case: { id: string } };
  return `/case/${encodeURIComponent(lodged.id)}`;
}

async function main() {
  if (
    !existsSync(path.join(ROOT, 'apps/web/dist/index.html')) ||
    !existsSync(path.join(SERVER_ROOT, 'dist/main.js'))
  ) {
    console.log('Building first (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }

  const db = await startThrowawayDatabase('lighthouse', 'forewarn_lighthouse');
  const { dir } = db;
  let server: ChildProcess | undefined;
  let failed = false;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The server and the seeding share one configuration: the same database and files.
    const env = {
      ...process.env,
      DATABASE_URL: db.connectionString,
      // A throwaway cluster's superuser: the app role's grants are not what is measured.
      ALLOW_SUPERUSER: '1',
      DATA_DIR: path.join(dir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    const database = connect(db.connectionString, 'external');
    const storage = createStorage(loadConfig(env));
    let lodger: BenchUser | undefined;
    try {
      await runMigrations(database.pool);
      await seedDemoData(database, storage);
      [lodger] = await createBenchUsers(database.pool, 'lighthouse', 1);
    } finally {
      storage.close?.();
      await database.close();
    }

    server = spawn(process.execPath, [path.join(SERVER_ROOT, 'dist/main.js')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(base, server);
    await waitForReady(base);

    const pages = [
      { name: 'home', path: '/' },
      { name: 'case', path: await caseWithImages(base) },
      { name: 'bench-case', path: await lodgedBenchCase(base, lodger) },
    ];
    const runs: LighthouseScores[][] = [];
    for (let i = 0; i < RUNS; i++) {
      const scores = await runLighthouse(base, pages);
      runs.push(scores);
      for (const s of scores) {
        console.log(
          `  run ${i + 1} ${s.name} (${pages.find((p) => p.name === s.name)?.path}): performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s.bestPractices}`,
        );
      }
    }
    for (const page of medianScores(runs)) {
      for (const key of Object.keys(LIGHTHOUSE_BUDGETS) as (keyof typeof LIGHTHOUSE_BUDGETS)[]) {
        const value = page[key];
        const ok = value >= LIGHTHOUSE_BUDGETS[key];
        if (!ok) failed = true;
        console.log(
          `${ok ? '✓' : '✗'} Lighthouse ${page.name} ${key}: ${value}${RUNS > 1 ? ` (median of ${RUNS})` : ''} (budget ${LIGHTHOUSE_BUDGETS[key]})`,
        );
      }
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await db.remove();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
