import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { undoOnSignal } from '../bench/interrupted.js';

// A bench run in miniature for bench-interrupted.test.ts: it starts a child process (a server's
// stand-in), registers three undoings, one slow and one that fails, says "ready", and then its
// main code rejects as soon as the signal comes (as a run's requests fail when its servers
// stop). Each undoing appends its name to the file given as the argument.

const [record] = process.argv.slice(2);
if (!record) throw new Error('usage: interrupted-run-child <record file>');
const note = (line: string) => appendFileSync(record, `${line}\n`);

const child = spawn('sleep', ['600'], { stdio: 'ignore' });
note(`child ${child.pid}`);
undoOnSignal('the host memory held', () => note('host memory'));
undoOnSignal('a server that will not stop', () => {
  note('failing');
  throw new Error('it would not stop');
});
undoOnSignal('the child', async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.kill('SIGTERM');
  note('child stopped');
});
const taken = undoOnSignal('undone in its own time', () => note('never'));
taken();

let signalled = false;
process.once('SIGTERM', () => {
  signalled = true;
});
note('ready');
while (!signalled) await new Promise((resolve) => setTimeout(resolve, 20));
throw new Error('the run failed under the undoing');
