// Shedding on this machine (issue 22): `heavy` connections from one address (127.0.0.2) hammer
// search while one bystander (127.0.0.1) searches and logs in; prints what each got. Run
// against a server already started (node apps/server/dist/main.js):
//   node apps/server/bench/shedding-probe.mjs http://127.0.0.1:3000 100 15 [crowd]
// With `crowd`, each heavy connection comes from an address of its own (127.0.1.x): a crowd of
// ordinary users rather than one heavy client. Raise the search limits on the server first
// (SEARCH_RATE_LIMIT_PER_MINUTE, SEARCH_DAILY_LIMIT) and CONNECTIONS_PER_ADDRESS.
import http from 'node:http';

const [base = 'http://127.0.0.1:3000', heavyArg = '100', secondsArg = '15', mode] =
  process.argv.slice(2);
const crowd = mode === 'crowd';
const heavy = Number(heavyArg);
const until = Date.now() + Number(secondsArg) * 1000;
const url = new URL(base);

function get(path, agent) {
  return new Promise((resolve) => {
    const req = http.get(
      { host: url.hostname, port: url.port, path, agent, timeout: 15_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve('error'));
    req.on('timeout', () => req.destroy());
  });
}

const tally = {};
const count = (who, status) => {
  tally[who] ??= {};
  tally[who][status] = (tally[who][status] ?? 0) + 1;
};
const oneAddress = new http.Agent({
  keepAlive: true,
  maxSockets: heavy,
  localAddress: '127.0.0.2',
});
const agentOf = (i) =>
  crowd
    ? new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.1.${(i % 250) + 1}` })
    : oneAddress;
const bystanderAgent = new http.Agent({
  keepAlive: true,
  maxSockets: 1,
  localAddress: '127.0.0.1',
});
const times = [];
const loops = Array.from({ length: heavy }, async (_, i) => {
  const heavyAgent = agentOf(i);
  while (Date.now() < until) {
    const status = await get(`/api/cases/search?q=0298765432&n=${i}`, heavyAgent);
    count('heavy', status);
  }
});
loops.push(
  (async () => {
    while (Date.now() < until) {
      const started = performance.now();
      count('bystander', await get('/api/cases/search?q=0412345678', bystanderAgent));
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })(),
);
await Promise.all(loops);
times.sort((a, b) => a - b);
const pct = (p) =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]?.toFixed(0);
console.log(JSON.stringify({ heavy, crowd, tally, bystanderP50: pct(50), bystanderP99: pct(99) }));
process.exit(0);
