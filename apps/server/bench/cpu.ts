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

/** The server process's user and system time (ms) and minor page faults; 0 once it is gone. */
export type ServerDetail = { userMs: number; sysMs: number; minorFaults: number };

export async function ownCpu(pid: number): Promise<ServerDetail> {
  const fields = await statFields(pid);
  return {
    userMs: Number(fields[11] ?? 0) * MS_PER_TICK,
    sysMs: Number(fields[12] ?? 0) * MS_PER_TICK,
    minorFaults: Number(fields[7] ?? 0),
  };
}

/**
 * PostgreSQL's own helpers, told apart from client backends by their process title (after the
 * cluster's name, when it has one). Parallel workers come and go within a statement: their time
 * is counted with the ended children's, under "helpers and ended".
 */
export const BACKGROUND =
  /^postgres: (?:[^:\s]+: )?(checkpointer|background writer|walwriter|autovacuum|logical replication|archiver|stats|io worker|walsummarizer)/;

/**
 * Where a PostgreSQL's CPU went, for telling why one cluster's statements cost more than
 * another's (issue 25): its live client backends' user and system time and minor page faults,
 * and everything else (its helpers, the postmaster, ended children).
 */
export type PostgresDetail = {
  backendsUserMs: number;
  backendsSysMs: number;
  backendsMinorFaults: number;
  otherMs: number;
};

/**
 * A PostgreSQL's CPU so far: the postmaster's own and its ended children's (cutime, cstime),
 * and each live child's (read afresh each time, so connections opened later count too). Only
 * this cluster's processes: other PostgreSQL servers on the machine are not counted.
 */
async function postgresCpu(dataDir: string): Promise<{ ms: number; detail: PostgresDetail }> {
  const postmaster = Number(
    (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  const own = await statFields(postmaster);
  const ticks = (fields: string[], ...at: number[]) =>
    at.reduce((sum, index) => sum + Number(fields[index] ?? 0), 0) * MS_PER_TICK;
  const detail: PostgresDetail = {
    backendsUserMs: 0,
    backendsSysMs: 0,
    backendsMinorFaults: 0,
    otherMs: ticks(own, 11, 12, 13, 14),
  };
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = await statFields(Number(entry));
    // Field 4 of stat is the parent's pid (index 1 after the command name).
    if (Number(fields[1]) !== postmaster) continue;
    const title = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (BACKGROUND.test(title)) {
      detail.otherMs += ticks(fields, 11, 12);
    } else {
      detail.backendsUserMs += ticks(fields, 11);
      detail.backendsSysMs += ticks(fields, 12);
      detail.backendsMinorFaults += Number(fields[7] ?? 0);
    }
  }
  const ms = detail.backendsUserMs + detail.backendsSysMs + detail.otherMs;
  return { ms, detail };
}

export type CpuSample = {
  serverMs: number;
  pgMs: number;
  pg?: PostgresDetail;
  /** The server's own split (decision 0107: which twin's Node side was the dearer, and how). */
  server?: ServerDetail;
};

/** Reads the CPU the server process and its PostgreSQL have used so far. */
export function cpuMeter(target: { serverPid: number; pgDataDir: string }) {
  return async (): Promise<CpuSample> => {
    const server = await ownCpu(target.serverPid);
    const pg = await postgresCpu(target.pgDataDir);
    return { serverMs: server.userMs + server.sysMs, pgMs: pg.ms, pg: pg.detail, server };
  };
}

/** What changed between two samples, per request: for the bench's log. */
export function describePostgresPerRequest(
  before: CpuSample,
  after: CpuSample,
  requests: number,
): string | undefined {
  if (!before.pg || !after.pg || requests <= 0) return undefined;
  const per = (key: keyof PostgresDetail) =>
    ((after.pg?.[key] ?? 0) - (before.pg?.[key] ?? 0)) / requests;
  const postgres = `PostgreSQL per request: backends ${per('backendsUserMs').toFixed(3)} ms user + ${per('backendsSysMs').toFixed(3)} ms system, ${per('backendsMinorFaults').toFixed(2)} minor faults; helpers and ended ${per('otherMs').toFixed(3)} ms`;
  if (!before.server || !after.server) return postgres;
  const own = (key: keyof ServerDetail) =>
    ((after.server?.[key] ?? 0) - (before.server?.[key] ?? 0)) / requests;
  return `${postgres}; the server ${own('userMs').toFixed(3)} ms user + ${own('sysMs').toFixed(3)} ms system, ${own('minorFaults').toFixed(2)} minor faults`;
}
