import autocannon from 'autocannon';

// One autocannon run: each request is built fresh by the scenario (its path, cookie, body),
// sent from its own client address, and the answer summarised as one row of the table.

export type BenchRequest = {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

export type Measured = {
  name: string;
  /** Responses per second over the whole run (errors included; they are counted apart). */
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors (timeouts included) and answers other than 2xx. */
  errors: number;
  /** Responses by status code, to tell a 429 from a 500 when errors is not 0. */
  statuses: Record<string, number>;
  /** /api/health's req/s measured just before this run, when it was (see warmAndMeasure). */
  healthRps?: number;
};

/** A random address in 10.0.0.0/8. */
function randomClientAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 24);
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
}

export async function measure(
  name: string,
  base: string,
  next: () => BenchRequest,
  options: { connections: number } & ({ duration: number } | { amount: number }),
): Promise<Measured> {
  const result = await autocannon({
    url: base,
    connections: options.connections,
    ...('duration' in options ? { duration: options.duration } : { amount: options.amount }),
    requests: [
      {
        // Each request from its own client address (through TRUST_PROXY, server.ts): the
        // benchmark measures the route, not the per-address limits and near-miss guard that
        // refuse one client walking through numbers (docs/decisions/0014, 0017).
        setupRequest: (request) => {
          const built = next();
          return {
            ...request,
            method: built.method ?? 'GET',
            path: built.path,
            headers: {
              ...request.headers,
              ...built.headers,
              'x-forwarded-for': randomClientAddress(),
            },
            ...(built.body === undefined ? {} : { body: built.body }),
          };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = stat.count ?? 0;
  }
  return {
    name,
    rps: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    statuses,
  };
}

const HEALTH: BenchRequest = { path: '/api/health' };

/**
 * A warm-up run (not reported), /api/health for half the duration, then the measured run. The
 * scenario's ratio is taken to that health figure rather than to one taken minutes earlier:
 * on a machine shared with other work, health alone moved 10× between the start and the end of
 * one run, while two runs a few seconds apart see much the same machine.
 */
export async function warmAndMeasure(
  name: string,
  base: string,
  next: () => BenchRequest,
  options: { connections: number; warmup: number; duration: number },
): Promise<Measured> {
  const connections = options.connections;
  await measure(`${name} (warm-up)`, base, next, { connections, duration: options.warmup });
  const health = await measure('/api/health', base, () => HEALTH, {
    connections,
    duration: Math.max(1, options.duration / 2),
  });
  const measured = await measure(name, base, next, { connections, duration: options.duration });
  measured.healthRps = health.rps;
  console.log(`${describe(measured)} (health just before: ${Math.round(health.rps)} req/s)`);
  return measured;
}

export function describe(m: Measured): string {
  const codes = Object.entries(m.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  return `  ${m.name}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}${codes ? ` (${codes})` : ''}`;
}
