import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIST_STATE_MESSAGES, SEARCH_MESSAGES } from '@forewarn/domain';
import { expect, test } from '../support/fixtures';

// A search the server sheds is never "No cases found" (issue 45). A server of its own (the
// built dist/main.js, on the suite's database) whose heap ceiling is 1 MB: the real load
// shedding then answers every API request 503 with Retry-After 5 (a full heap answers nobody,
// plugins/load-shedding.ts), while the app shell, never shed, still loads (decision 0054).

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');

let child: ChildProcess;
let origin = '';
let dataDir = '';
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Starting a server on a machine shared with other test runs can take a while.
  test.setTimeout(120_000);
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('E2E_DATABASE_URL is not set: run through playwright.config.ts');
  dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-shedding-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // The suite's database is reached as its superuser (docs/decisions/0035).
      ALLOW_SUPERUSER: '1',
      // The suite's own server runs the jobs: this one, with a DATA_DIR of its own, would take
      // some (another test's alert mail) and write their results where that test never looks.
      RUN_JOBS: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'error',
      SMTP_URL: '',
      SHED_HEAP_USED_MB: '1',
      SHED_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // Up (/api/health is always answered), then shedding (/api/ready says 503 while it is).
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server not shedding:\n${output}`);
    const health = await fetch(`${origin}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    const search = await fetch(`${origin}/api/cases/search?country=AU&q=0412345678`).then(
      (res) => res.status,
      () => 0,
    );
    if (health === 200 && search === 503) break;
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('a search answered 503 says the search is unavailable, never "No cases found"', async ({
  page,
  consoleErrors,
}) => {
  // Two waits of the server's Retry-After (5 s) and a second round after Try again.
  test.setTimeout(60_000);
  const answers: number[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/cases/search') answers.push(res.status());
  });
  await page.goto(`${origin}/?q=0412345678`);

  // The first 503: the page says it is asking again, and waits the Retry-After (5 s).
  await expect(page.getByText(LIST_STATE_MESSAGES.busyRetrying)).toBeVisible();
  // The second: the search is unavailable, with the wait counted down and Try again.
  const unavailable = page.getByTestId('list-unavailable');
  await expect(unavailable).toContainText(LIST_STATE_MESSAGES.searchUnavailable, {
    timeout: 15_000,
  });
  await expect(unavailable).toContainText(/Try again in \d seconds?\./);
  await expect(page.getByText(SEARCH_MESSAGES.noCasesFound)).toHaveCount(0);
  expect(answers).toEqual([503, 503]);

  // Try again asks once more, and the server's 503 is still not an empty result.
  await unavailable.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }).click();
  await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expect(unavailable).toContainText(LIST_STATE_MESSAGES.searchUnavailable, {
    timeout: 15_000,
  });
  await expect(page.getByText(SEARCH_MESSAGES.noCasesFound)).toHaveCount(0);

  // What Chromium logs for each refused request; nothing else went wrong.
  expect(consoleErrors.filter((line) => !line.includes('503'))).toEqual([]);
  consoleErrors.length = 0;
});
