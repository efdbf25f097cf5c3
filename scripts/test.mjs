#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest. Every step fails loudly.
//   typecheck -> lint -> Vitest (domain, server) -> build -> Playwright (browser)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function step(title, command, args, env = {}) {
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
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
  step('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

ensureChromium();
step('typecheck', npm, ['run', 'typecheck']);
step('lint', npm, ['run', 'lint']);
step('unit and API tests (Vitest)', 'npx', ['vitest', 'run']);
step('build', npm, ['run', 'build']);
step('browser tests (Playwright)', npm, ['test', '-w', '@forewarn/e2e']);
console.log('\n✓ all tests passed');
