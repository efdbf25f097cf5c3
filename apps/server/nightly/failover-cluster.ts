import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from './server-process.js';

// The failover scenario's cluster (issue 39): `scripts/ha.sh` in the scenario's HA_DIR and
// ports, whether Patroni reports the cluster whole again, and the gaps measured from a cause.

const PORT_BASE = process.env.NIGHTLY_HA_PORT_BASE ?? '25300';

const run = promisify(execFile);

export function ha(haDir: string, ...args: string[]) {
  return run('bash', ['scripts/ha.sh', ...args], {
    cwd: ROOT,
    env: { ...process.env, HA_DIR: haDir, HA_PORT_BASE: PORT_BASE },
    maxBuffer: 10_000_000,
  });
}

/** Whether all three members run, one of them the primary, and one a synchronous standby. */
export async function healthy(): Promise<boolean> {
  const base = Number(PORT_BASE);
  const roles = await Promise.all(
    [1, 2, 3].map(async (n) => {
      try {
        const res = await fetch(`http://127.0.0.1:${base + 20 + n}/patroni`, {
          signal: AbortSignal.timeout(2000),
        });
        const body = (await res.json()) as {
          state?: string;
          role?: string;
          sync_standby?: boolean;
        };
        return body.state === 'running' ? (body.sync_standby ? 'sync' : body.role) : 'down';
      } catch {
        return 'down';
      }
    }),
  );
  return (
    roles.filter((r) => r === 'master' || r === 'primary').length === 1 && roles.includes('sync')
  );
}

/** The longest stretch in [from, from + window] without one of `times` (success times). */
export function longestGap(times: readonly number[], from: number, window: number): number {
  const inside = times.filter((t) => t >= from && t <= from + window).sort((a, b) => a - b);
  let last = from;
  let longest = 0;
  for (const t of inside) {
    longest = Math.max(longest, t - last);
    last = t;
  }
  return Math.max(longest, from + window - last);
}
