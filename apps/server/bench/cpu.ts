import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// CPU time of the server process and of its PostgreSQL, read from /proc: what a request costs,
// which moves far less with the machine's other load than req/s does (bench:probe, and the
// bench's "kept" at 10 M, docs/decisions/0050).

const MS_PER_TICK = 1000 / 100; // USER_HZ is 100 on Linux

/** The fields after a /proc/<pid>/stat line's command name, or [] once the process is gone. */
async function statFields(pid: number): Promise<string[]> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat === '' ? [] : stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** utime + stime, in ms; 0 once the process is gone. */
async function ownCpuMs(pid: number): Promise<number> {
  const fields = await statFields(pid);
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * MS_PER_TICK;
}

/**
 * A PostgreSQL's CPU so far: the postmaster's own and its ended children's (cutime, cstime),
 * and each live child's (read afresh each time, so connections opened later count too). Only
 * this cluster's processes: other PostgreSQL servers on the machine are not counted.
 */
async function postgresCpuMs(dataDir: string): Promise<number> {
  const postmaster = Number(
    (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  const own = await statFields(postmaster);
  let total =
    (Number(own[11] ?? 0) + Number(own[12] ?? 0) + Number(own[13] ?? 0) + Number(own[14] ?? 0)) *
    MS_PER_TICK;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = await statFields(Number(entry));
    // Field 4 of stat is the parent's pid (index 1 after the command name).
    if (Number(fields[1]) === postmaster) {
      total += (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * MS_PER_TICK;
    }
  }
  return total;
}

export type CpuSample = { serverMs: number; pgMs: number };

/** Reads the CPU the server process and its PostgreSQL have used so far. */
export function cpuMeter(target: { serverPid: number; pgDataDir: string }) {
  return async (): Promise<CpuSample> => ({
    serverMs: await ownCpuMs(target.serverPid),
    pgMs: await postgresCpuMs(target.pgDataDir),
  });
}
