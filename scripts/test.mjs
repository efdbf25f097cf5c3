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

/**
 * Installs Debian's `packages` when running as root on Debian or Ubuntu; otherwise stops with
 * `missing` and how to install them.
 */
function installFromDebian(packages, missing, why) {
  const canInstall = process.getuid?.() === 0 && existsSync('/etc/debian_version');
  if (!canInstall) {
    console.error(`${missing} On Debian or Ubuntu: sudo apt-get install -y ${packages.join(' ')}.`);
    process.exit(1);
  }
  console.log(`${missing} Installing Debian's ${packages.join(' ')} ${why}.`);
  step('apt-get update', 'apt-get', ['update', '-qq']);
  step(`apt-get install ${packages.join(' ')}`, 'apt-get', ['install', '-y', '-qq', ...packages], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  if (process.env.CHROMIUM_PATH) {
    console.error(`No Chromium at ${chromium}, which CHROMIUM_PATH names.`);
    process.exit(1);
  }
  // The headless shell too: the browser suite runs on it where it can (e2e/support/chromium.ts).
  installFromDebian(
    ['chromium', 'chromium-headless-shell'],
    `No Chromium at ${chromium} (or set CHROMIUM_PATH).`,
    'for the browser tests',
  );
}

/** The lingering-close test sends with Python's requests too, besides Node's fetch and curl. */
function ensurePythonRequests() {
  if (spawnSync('python3', ['-c', 'import requests'], { stdio: 'ignore' }).status === 0) return;
  installFromDebian(
    ['python3-requests'],
    'python3 has no requests module.',
    'for the lingering-close test',
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
