import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

// A postmaster left behind by a `kill -9` of the server (docs/decisions/0002): whether a pid
// file's process is alive, a zombie or gone, and stopping it so a new start owns the cluster.

type ProcessState = 'running' | 'zombie' | 'gone';

/**
 * A killed postmaster stays a zombie until its parent (init, once pg_ctl has exited) reaps
 * it; `kill(pid, 0)` still succeeds on a zombie, so PostgreSQL takes it for a live postmaster.
 */
export async function processState(pid: number): Promise<ProcessState> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) S ...": the command may hold spaces and parentheses; the state follows the last ')'.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X' ? 'zombie' : 'running';
  } catch {
    try {
      process.kill(pid, 0);
      // No /proc (macOS): a process we can signal counts as running.
      return existsSync('/proc/self') ? 'gone' : 'running';
    } catch {
      return 'gone';
    }
  }
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    // No /proc (macOS): trust the pid file.
    return (await processState(pid)) === 'running';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await processState(pid)) !== 'running') return true;
    await sleep(100);
  }
  return (await processState(pid)) !== 'running';
}

type PidFile = { pid: number; shmid: number | undefined };

export async function readPidFile(dataDir: string): Promise<PidFile | undefined> {
  const text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  // Line 7 is "shared-memory-key shmid" of the postmaster's System V segment.
  const shmid = Number((lines[6] ?? '').trim().split(/\s+/)[1]);
  return { pid, shmid: Number.isInteger(shmid) ? shmid : undefined };
}

/**
 * How many processes still attach the old postmaster's shared memory (its backends exit soon
 * after it dies), or undefined where Linux's /proc/sysvipc does not say.
 */
async function sharedMemoryAttachments(shmid: number): Promise<number | undefined> {
  const table = await readFile('/proc/sysvipc/shm', 'utf8').catch(() => undefined);
  if (table === undefined) return undefined;
  for (const line of table.split('\n').slice(1)) {
    const columns = line.trim().split(/\s+/);
    if (Number(columns[1]) === shmid) return Number(columns[6]);
  }
  return 0;
}

/**
 * A server killed with `kill -9` leaves its postmaster running on the data directory (pg_ctl
 * starts it in a session of its own). Stop it (a fast shutdown: it finishes writing, then
 * exits) so this start owns the cluster. A postmaster killed too is a zombie for a while, and
 * its pid file looks live to PostgreSQL: wait for it to be reaped, and if it is not, remove the
 * pid file once no process of the old cluster holds its shared memory — the same check
 * PostgreSQL makes for a pid file whose process is gone.
 */
export async function stopLeftoverPostmaster(
  dataDir: string,
  log: (m: string) => void,
): Promise<void> {
  const pidFile = await readPidFile(dataDir);
  if (!pidFile) return;
  const { pid, shmid } = pidFile;
  const state = await processState(pid);
  if (state === 'gone') return; // A stale pid file: PostgreSQL itself ignores it.
  if (state === 'zombie') {
    log(`Waiting for a killed PostgreSQL (pid ${pid}) on ${dataDir} to be reaped`);
    const deadline = Date.now() + ZOMBIE_WAIT_MS;
    while (Date.now() < deadline) {
      if ((await processState(pid)) === 'gone') return;
      await sleep(100);
    }
    if ((await processState(pid)) === 'gone') return;
    const attached = shmid === undefined ? undefined : await sharedMemoryAttachments(shmid);
    if (attached === undefined || attached > 0) return; // PostgreSQL decides; start retries.
    log(`PostgreSQL pid ${pid} is dead but not reaped; removing its pid file`);
    await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
    return;
  }
  if (!(await isPostgresProcess(pid))) return; // The pid was reused by something else.
  log(`Stopping a PostgreSQL left running on ${dataDir} (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 10_000))) {
    throw new Error(`A PostgreSQL (pid ${pid}) still holds ${dataDir}; stop it and start again.`);
  }
}

/** How long start-up waits for init to reap a killed postmaster before checking for itself. */
const ZOMBIE_WAIT_MS = 2_000;
