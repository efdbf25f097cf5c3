// The bench's positive control (decision 0058): loaded into every bench server with `--import`,
// so all of them run the same code. Off until the bench writes a number of milliseconds to the
// file named by FOREWARN_BENCH_INJECT_FILE and sends SIGUSR2; from then each HTTP request first
// spends that much of the process's CPU time, a fixed extra cost the judging must report as OVER.
// Plain JavaScript: the built server runs under node, not tsx.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const file = process.env.FOREWARN_BENCH_INJECT_FILE;
let injectUs = 0;

/** Spins until the process has used `us` more microseconds of CPU (user and system). */
function spend(us) {
  const start = process.cpuUsage();
  for (;;) {
    const used = process.cpuUsage(start);
    if (used.user + used.system >= us) return;
  }
}

if (file) {
  process.on('SIGUSR2', () => {
    const ms = Number(readFileSync(file, 'utf8').trim());
    injectUs = Number.isFinite(ms) && ms > 0 ? Math.round(ms * 1000) : 0;
  });
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitWithCost(event, ...args) {
    if (event === 'request' && injectUs > 0) spend(injectUs);
    return emit.call(this, event, ...args);
  };
}
