// Measures how long the Sign Up page's proof-of-work solver takes in Debian's Chromium, at each
// difficulty the server hands out, on this machine's core and on that core slowed as DevTools
// slows it for a phone (docs/decisions/0027, 0062). Not a test: a measurement to read.
//
// Two paths, the same solve() of apps/web/src/features/accounts/proof-of-work/sha256.ts:
// - "main": solve() run on the page's main thread under CDP's Emulation.setCPUThrottlingRate.
//   Chromium throttles by suspending the renderer's main thread for part of each slice, and only
//   that thread: a Web Worker runs at full speed whatever the rate (measured: rates 4 and 6 made
//   no difference to it). So the phone-class rows come from the main thread.
// - "worker": the page's real path, the bundled worker.ts in a module Web Worker, at rate 1 only
//   (by default), as the check that the worker costs what the main thread does.
//
//   npx esbuild apps/web/src/features/accounts/proof-of-work/worker.ts --bundle --format=esm \
//     --outfile=/tmp/pow-worker.js
//   npx esbuild apps/web/src/features/accounts/proof-of-work/sha256.ts --bundle --format=iife \
//     --global-name=pow --outfile=/tmp/pow-solve.js
//   node e2e/measure-pow.mjs /tmp/pow-worker.js /tmp/pow-solve.js
//
// POW_MAX (comma-separated, default 100000,500000), POW_THROTTLE (main thread's rates, default
// 1,4,6), POW_WORKER_THROTTLE (default 1; empty for none), POW_RUNS (default 7), POW_WORST_RUNS
// (default 3).
// Each run solves a challenge whose number is random in 0..max, as a real one is; the worst case
// is the number at max (max + 1 hashes), timed POW_WORST_RUNS times. Each row carries the load
// average when it finished: the machine is shared, and a loaded core makes every row slower.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';

const [workerFile, solveFile] = process.argv.slice(2);
if (!workerFile || !solveFile) {
  throw new Error('usage: node e2e/measure-pow.mjs <bundled worker.js> <solve IIFE, global pow>');
}
const workerCode = readFileSync(workerFile, 'utf8');
const solveCode = readFileSync(solveFile, 'utf8');
// An empty variable means none: POW_WORKER_THROTTLE= leaves the worker out.
const list = (value, fallback) => (value ?? fallback).split(',').filter(Boolean).map(Number);
const maxima = list(process.env.POW_MAX, '100000,500000');
const mainThrottles = list(process.env.POW_THROTTLE, '1,4,6');
const workerThrottles = list(process.env.POW_WORKER_THROTTLE, '1');
const runs = Number(process.env.POW_RUNS ?? 7);
const worstRuns = Number(process.env.POW_WORST_RUNS ?? 3);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
// A page served over HTTP: Chromium here will not start a worker from about:blank.
const server = http.createServer((req, res) => {
  const worker = req.url === '/worker.js';
  res.writeHead(200, { 'content-type': worker ? 'text/javascript' : 'text/html' });
  res.end(worker ? workerCode : '<!doctype html><title>pow</title>');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.addScriptTag({ content: solveCode });
const cdp = await page.context().newCDPSession(page);

/**
 * A challenge as the server makes one (altcha-lib's createChallenge with the params of
 * apps/server/src/modules/accounts/proof-of-work.ts): 12 random bytes in hex, then the params,
 * level first; 57 characters for "normal", 55 for "hard", so salt + number is two SHA-256 blocks.
 */
function challengeFor(max, number) {
  const expires = Math.floor(Date.now() / 1000) + 600;
  const level = max > 100_000 ? 'hard' : 'normal';
  const salt = `${randomBytes(12).toString('hex')}?level=${level}&expires=${expires}&`;
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  return { challenge, salt, max, number };
}

/** Milliseconds to solve on the page's main thread, as the page's clock reads them. */
async function solveOnMain(max, number) {
  const task = challengeFor(max, number);
  const { found, ms } = await page.evaluate(({ challenge, salt, max }) => {
    const started = performance.now();
    const found = globalThis.pow.solve(challenge, salt, max);
    return { found, ms: performance.now() - started };
  }, task);
  if (found !== number) throw new Error(`main thread found ${found}, expected ${number}`);
  return Math.round(ms);
}

/** Milliseconds from starting the worker to its answer, as the Sign Up page waits them. */
async function solveInWorker(max, number) {
  const task = challengeFor(max, number);
  const { found, ms } = await page.evaluate(async ({ challenge, salt, max }) => {
    const started = performance.now();
    const worker = new Worker('/worker.js', { type: 'module' });
    const result = await new Promise((resolve) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.postMessage({ challenge, salt, maxnumber: max });
    });
    worker.terminate();
    return { found: result.number, ms: performance.now() - started };
  }, task);
  if (found !== number) throw new Error(`worker found ${found}, expected ${number}`);
  return Math.round(ms);
}

const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

async function measure(where, solveWith) {
  const throttles = where === 'main' ? mainThrottles : workerThrottles;
  for (const rate of throttles) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    for (const max of maxima) {
      const times = [];
      for (let run = 0; run < runs; run++) {
        times.push(await solveWith(max, Math.floor(Math.random() * (max + 1))));
      }
      const worst = [];
      for (let run = 0; run < worstRuns; run++) worst.push(await solveWith(max, max));
      times.sort((a, b) => a - b);
      worst.sort((a, b) => a - b);
      const worstCaseMs = median(worst);
      console.log(
        JSON.stringify({
          where,
          throttle: rate,
          max,
          medianMs: median(times),
          slowestMs: times.at(-1),
          times,
          worstCaseMs,
          worstCaseRuns: worst,
          microsecondsPerHash: Number(((worstCaseMs * 1000) / (max + 1)).toFixed(2)),
          load: loadavg().map((value) => Number(value.toFixed(2))),
        }),
      );
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

console.log(JSON.stringify({ start: new Date().toISOString(), load: loadavg() }));
await measure('worker', solveInWorker);
await measure('main', solveOnMain);
await browser.close();
server.close();
