// Measures how long the Sign Up page's proof-of-work solver (its Web Worker) takes in Debian's
// Chromium, at each difficulty the server hands out, with Chromium's CPU slowed as DevTools
// does for a phone (docs/decisions/0027, 0062). Not a test: a measurement to read.
//
//   npx esbuild apps/web/src/features/accounts/proof-of-work/worker.ts --bundle --format=esm \
//     --outfile=/tmp/pow-worker.js
//   node e2e/measure-pow.mjs /tmp/pow-worker.js
//
// POW_MAX (comma-separated, default 100000,500000), POW_THROTTLE (default 1,4,6), POW_RUNS
// (default 5). Each run solves a challenge whose number is random in 0..max, as a real one is;
// the report gives each run's time and the worst case (the number at max).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { chromium } from '@playwright/test';

const file = process.argv[2];
if (!file) throw new Error('usage: node e2e/measure-pow.mjs <bundled worker.js>');
const code = readFileSync(file, 'utf8');
const maxima = (process.env.POW_MAX ?? '100000,500000').split(',').map(Number);
const throttles = (process.env.POW_THROTTLE ?? '1,4,6').split(',').map(Number);
const runs = Number(process.env.POW_RUNS ?? 5);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
// A page served over HTTP: Chromium here will not start a worker from about:blank.
const server = http.createServer((req, res) => {
  const worker = req.url === '/worker.js';
  res.writeHead(200, { 'content-type': worker ? 'text/javascript' : 'text/html' });
  res.end(worker ? code : '<!doctype html><title>pow</title>');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
const cdp = await page.context().newCDPSession(page);

async function solveOnce(max, number) {
  const salt = `${createHash('sha256').update(String(Math.random())).digest('hex').slice(0, 24)}?expires=1764111111&level=x&`;
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  return page.evaluate(
    async ({ challenge, salt, max }) => {
      const worker = new Worker('/worker.js', { type: 'module' });
      const started = performance.now();
      const result = await new Promise((resolve) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.postMessage({ challenge, salt, maxnumber: max });
      });
      worker.terminate();
      return { ...result, wall: Math.round(performance.now() - started) };
    },
    { challenge, salt, max },
  );
}

const report = [];
for (const rate of throttles) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  for (const max of maxima) {
    const times = [];
    for (let run = 0; run < runs; run++) {
      const solved = await solveOnce(max, Math.floor(Math.random() * max));
      times.push(solved.wall);
    }
    const worst = (await solveOnce(max, max)).wall;
    times.sort((a, b) => a - b);
    report.push({
      throttle: rate,
      max,
      medianMs: times[Math.floor(times.length / 2)],
      times,
      worstMs: worst,
    });
    console.log(JSON.stringify(report.at(-1)));
  }
}
await browser.close();
server.close();
