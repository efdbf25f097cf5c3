import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// BENCH_STORAGE=small-memory (decision 0058): the bench's PostgreSQL in a memory-limited control
// group, so that its processes and the page cache of its files together hold at most
// BENCH_PG_MEMORY (2 GB): a registry larger than memory. Root only. cgroup v2 (memory.max,
// memory.reclaim) or v1 (memory.limit_in_bytes, memory.force_empty), whichever the machine has;
// systemd-run would need a running systemd, which containers and this machine do not have.
// The group is made under the bench's own group, so it is limited by whatever limits the bench.

export type MemoryGroup = {
  describe: string;
  /** Puts the postmaster of `pgDataDir` and every process under it into the group. */
  enter(pgDataDir: string): Promise<void>;
  /** With no process in it: drops the page cache charged to it (a cold start next). */
  empty(): Promise<void>;
  remove(): Promise<void>;
};

const V2_ROOT = '/sys/fs/cgroup';
const V1_ROOT = '/sys/fs/cgroup/memory';

async function ownGroup(controller: 'v2' | 'memory'): Promise<string> {
  const lines = (await readFile('/proc/self/cgroup', 'utf8')).split('\n');
  for (const line of lines) {
    const [, controllers, where] = line.split(':');
    if (controller === 'v2' && controllers === '' && where) return where;
    if (controller === 'memory' && controllers?.split(',').includes('memory') && where)
      return where;
  }
  return '/';
}

/** Every process whose parent chain reaches `root` (its postmaster), `root` included. */
async function processTree(root: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The command may hold spaces and parentheses: the fields after the last ')' are fixed.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (Number.isFinite(ppid)) parents.set(Number(entry), ppid);
  }
  const tree = [root];
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.includes(pid) && tree.includes(ppid)) {
        tree.push(pid);
        grew = true;
      }
    }
  }
  return tree;
}

export async function memoryGroup(name: string, limit: string): Promise<MemoryGroup> {
  const bytes = /^(\d+)G$/i.exec(limit)
    ? Number(limit.slice(0, -1)) * 2 ** 30
    : /^(\d+)M$/i.exec(limit)
      ? Number(limit.slice(0, -1)) * 2 ** 20
      : Number.NaN;
  if (!Number.isFinite(bytes)) throw new Error(`BENCH_PG_MEMORY must be like 2G or 512M: ${limit}`);
  const v2 = existsSync(path.join(V2_ROOT, 'cgroup.controllers'));
  const dir = v2
    ? path.join(V2_ROOT, await ownGroup('v2'), name)
    : path.join(V1_ROOT, await ownGroup('memory'), name);
  if (!v2 && !existsSync(V1_ROOT)) throw new Error('no memory cgroup controller on this machine');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, v2 ? 'memory.max' : 'memory.limit_in_bytes'), String(bytes));
  return {
    describe: `PostgreSQL in the memory cgroup ${dir} (cgroup ${v2 ? 'v2' : 'v1'}), limited to ${limit}`,
    async enter(pgDataDir) {
      const postmaster = Number(
        (await readFile(path.join(pgDataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      for (const pid of await processTree(postmaster)) {
        await writeFile(path.join(dir, 'cgroup.procs'), String(pid)).catch(() => undefined);
      }
    },
    async empty() {
      if (v2) {
        // memory.reclaim (kernel 5.19+): as much as the group holds.
        await writeFile(path.join(dir, 'memory.reclaim'), String(bytes)).catch(() => undefined);
      } else {
        await writeFile(path.join(dir, 'memory.force_empty'), '0');
      }
    },
    async remove() {
      await rmdir(dir).catch(() => undefined);
    },
  };
}

/**
 * Drops every file of a stopped cluster from the operating system's page cache (`dd
 * iflag=nocache count=0` asks the kernel to, file by file): the next start reads from disk, cold,
 * without dropping anyone else's cache on a shared machine.
 */
export async function dropFromPageCache(folder: string): Promise<number> {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const run = promisify(execFile);
  let files = 0;
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        await run('dd', [`if=${full}`, 'iflag=nocache', 'count=0', 'status=none']);
        files += 1;
      }
    }
  };
  await walk(folder);
  return files;
}
