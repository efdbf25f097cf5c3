#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest. Every step fails loudly.
//   typecheck -> lint -> Vitest (domain, server, web, docs; then server-serial) -> build ->
//   Playwright (browser)
// Ends with the 15 slowest test files and one line 'Tests: N passed, N failed' counting
// Vitest and Playwright together.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { slowestLines } from './slowest.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const reports = mkdtempSync(path.join(tmpdir(), 'forewarn-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

function step(title, command, args, env = {}) {
  console.log(`\n== ${title}`);
  const began = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`== ${title}: ${Math.round((Date.now() - began) / 1000)} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    summary();
    process.exit(result.status ?? 1);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Prints the closing count line, from whichever reports exist. */
function summary() {
  let passed = 0;
  let failed = 0;
  const vitest = readJson(vitestReport);
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
  }
  const playwright = readJson(playwrightReport);
  if (playwright?.stats) {
    passed += playwright.stats.expected ?? 0;
    failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
  }
  const slowest = slowestLines(vitest, playwright);
  if (slowest.length > 0)
    console.log(`\nThe ${slowest.length} slowest test files:\n${slowest.join('\n')}`);
  rmSync(reports, { recursive: true, force: true });
  if (process.env.FOREWARN_TEST_SUMMARY) {
    // .ci/run adds these to the counts of its second run.
    console.log(`FOREWARN_COUNTS ${passed} ${failed}`);
  }
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (process.env.CHROMIUM_PATH || !isRoot || !isDebian) {
    console.error(
      `No Chromium at ${chromium}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("No Chromium found: installing Debian's chromium package for the browser tests.");
  step('apt-get update', 'apt-get', ['update', '-qq']);
  // The headless shell too: the browser suite runs on it where it can (e2e/support/chromium.ts).
  step(
    'apt-get install chromium',
    'apt-get',
    ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'],
    {
      DEBIAN_FRONTEND: 'noninteractive',
    },
  );
}

/** The lingering-close test sends with Python's requests too, besides Node's fetch and curl. */
function ensurePythonRequests() {
  if (spawnSync('python3', ['-c', 'import requests'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    console.error(
      "python3 has no requests module (the lingering-close test sends with it). Install Debian's package (sudo apt-get install -y python3-requests).",
    );
    process.exit(1);
  }
  console.log("No requests for python3: installing Debian's python3-requests for the tests.");
  step('apt-get update', 'apt-get', ['update', '-qq']);
  step(
    'apt-get install python3-requests',
    'apt-get',
    ['install', '-y', '-qq', 'python3-requests'],
    {
      DEBIAN_FRONTEND: 'noninteractive',
    },
  );
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

ensureChromium();
ensurePythonRequests();
step('typecheck', npm, ['run', 'typecheck']);
step('lint', npm, ['run', 'lint']);
step('unit and API tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
step('build', npm, ['run', 'build']);
step('browser tests (Playwright)', npm, ['test', '-w', '@forewarn/e2e'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  FOREWARN_PLAYWRIGHT_JSON: '1',
});
console.log('\n✓ all tests passed');
summary();
