import { readFile, writeFile } from 'node:fs/promises';
import { undoOnSignal } from './interrupted.js';

// Huge pages for the bench's PostgreSQL (decision 0056). PostgreSQL's default, huge_pages=try,
// maps its shared memory on 2 MB pages whenever the kernel has enough set aside
// (vm.nr_hugepages), and on 4 kB pages otherwise. On 4 kB pages each backend takes a page fault
// the first time it touches each 4 kB of the 2 GB buffer pool, and misses the TLB more: at 10 M
// cases, where the pool is full, the NZ search took 2.5 to 4.6 faults a request and PostgreSQL's
// part of it was 19 % dearer than on the 1 M twin; on huge pages, no faults and 8 %. A database
// given gigabytes of shared_buffers in service runs on huge pages; so does this.

const NR_HUGEPAGES = '/proc/sys/vm/nr_hugepages';
const COMPACT_MEMORY = '/proc/sys/vm/compact_memory';
const DROP_CACHES = '/proc/sys/vm/drop_caches';

export type HugePages = {
  /** For the run's header: what was set aside, or why nothing was. */
  describe: string;
  /** Puts vm.nr_hugepages back as it was; call after every PostgreSQL of the run has stopped. */
  release(): Promise<void>;
};

const UNITS: Record<string, number> = { kB: 2 ** 10, MB: 2 ** 20, GB: 2 ** 30, TB: 2 ** 40 };

/** Bytes in a PostgreSQL memory size such as '2GB' or '512MB'. */
export function bytesOf(size: string): number {
  const match = /^(\d+)\s*(kB|MB|GB|TB)$/.exec(size.trim());
  if (!match) throw new Error(`not a PostgreSQL memory size: ${size}`);
  return Number(match[1]) * (UNITS[match[2] as string] as number);
}

/**
 * Huge pages `clusters` PostgreSQL servers with `sharedBuffers` each need: the buffers, a
 * twentieth more and 128 MB for the rest of shared memory, part of which does not shrink with
 * the buffers (WAL buffers, the lock and process tables for 200 connections). At 2 GB
 * PostgreSQL 17 mapped 1,064 pages of 2 MB, 80 MB over the buffers. Short by even one page,
 * `huge_pages = try` quietly maps a server on 4 kB pages.
 */
export function hugePagesNeeded(clusters: number, sharedBuffers: string, pageBytes: number) {
  return clusters * Math.ceil((bytesOf(sharedBuffers) * 1.05 + 128 * 2 ** 20) / pageBytes);
}

async function meminfo(): Promise<{ total: number; free: number; pageBytes: number }> {
  const text = await readFile('/proc/meminfo', 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1]);
  return {
    total: field('HugePages_Total'),
    // Reserved pages are free but already promised to a mapping.
    free: field('HugePages_Free') - field('HugePages_Rsvd'),
    pageBytes: field('Hugepagesize') * 1024,
  };
}

/**
 * Raises vm.nr_hugepages to `wanted`; answers how, for the header. The kernel grants what it
 * finds in whole 2 MB blocks: right after the 10 M cluster's 13 GB copy the page cache held most
 * of memory and one write got 83 of 3,290 pages for twin A, which then ran on 4 kB pages
 * (2026-11-29). Each write reclaims some: ask again, compacting memory between, and drop the
 * clean page cache only when that was not enough. A run asks for every server's pages before it
 * copies any cluster (run-twins.ts, setAsideTwinPages), so a drop takes nothing a server warmed:
 * taken after the 10 M copy, it left that server reading from the disk for ten minutes
 * (decision 0105).
 */
async function raiseTo(wanted: number): Promise<string> {
  await writeFile(NR_HUGEPAGES, String(wanted));
  for (let again = 1; again <= 4; again++) {
    if ((await meminfo()).total >= wanted) return again === 1 ? '' : ` (${again} writes)`;
    await writeFile(COMPACT_MEMORY, '1').catch(() => undefined);
    await writeFile(NR_HUGEPAGES, String(wanted));
  }
  if ((await meminfo()).total >= wanted) return ' (5 writes)';
  await writeFile(DROP_CACHES, '1').catch(() => undefined);
  await writeFile(NR_HUGEPAGES, String(wanted));
  return ' (after dropping the page cache)';
}

/**
 * Sets aside the huge pages the run's PostgreSQL servers need, when the kernel does not have
 * them free already and this process may (as root): raises vm.nr_hugepages by the shortfall
 * for the run, and `release` lowers it back. Otherwise the servers run on 4 kB pages, and the
 * header says why. Whether each server did map its memory on them is PostgreSQL's to say
 * (`SHOW huge_pages_status`, in the header too).
 */
export async function setAsideHugePages(
  clusters: number,
  sharedBuffers: string,
  /** Free pages already promised to servers of this run that have not started yet. */
  promised = 0,
): Promise<HugePages & { needed: number }> {
  const nothing = async () => undefined;
  const before = await meminfo().catch(() => undefined);
  if (!before || !Number.isFinite(before.total) || !before.pageBytes) {
    return { describe: 'huge pages: none on this kernel', release: nothing, needed: 0 };
  }
  const needed = hugePagesNeeded(clusters, sharedBuffers, before.pageBytes);
  // What is free beyond the earlier servers' promise; below 0 when one of them was granted short.
  const free = before.free - promised;
  if (free >= needed) {
    return { describe: `huge pages: ${free} free, ${needed} needed`, release: nothing, needed };
  }
  // Enough for every server asked for so far: one granted short is asked for again here.
  const wanted = before.total + needed - free;
  let how: string;
  try {
    how = await raiseTo(wanted);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return {
      describe: `huge pages: ${Math.max(0, free)} free of ${needed} needed, and vm.nr_hugepages could not be raised (${code}; apps/server/bench/README.md, "Run it")`,
      release: nothing,
      needed,
    };
  }
  const after = await meminfo();
  // The kernel grants what it can find in whole 2 MB blocks: fewer than asked when memory is
  // fragmented.
  const short = after.total < wanted ? `, ${wanted - after.total} short of what was asked` : '';
  return {
    describe: `huge pages: vm.nr_hugepages raised from ${before.total} to ${after.total}${how} for the run (${needed} needed${short})`,
    async release() {
      await writeFile(NR_HUGEPAGES, String(before.total));
    },
    needed,
  };
}

/**
 * A run's huge pages, server by server, every one asked for before any starts (decision 0105):
 * right after a 10 M copy the kernel had no 2 MB blocks left. Each server's are put back on their
 * own, last first, the twins' as soon as they have stopped: a twin's held idle through the 10 M
 * server's own measurements left the operating system 3 GB free, and the machine stalled in
 * reclaim (decision 0056, addendum).
 */
export function hugePagesOfRun(sharedBuffers: string) {
  const taken: HugePages[] = [];
  const described: string[] = [];
  let promised = 0;
  return {
    /** Sets aside what one more server needs (a twin's buffers are its own); returns what was done. */
    async forServer(name: string, buffers: string = sharedBuffers): Promise<string> {
      // Asked for every server before any starts: the pages promised to the earlier ones are
      // still free, and are not theirs to give again.
      const pages = await setAsideHugePages(1, buffers, promised);
      promised += pages.needed;
      taken.push(pages);
      described.push(`${name}: ${pages.describe}`);
      return pages.describe;
    },
    /** For the run's header. */
    describe: () => described.join('; '),
    /** Puts back the last server's, once it has stopped (the twin's, before the writes). */
    async releaseLast(): Promise<void> {
      await taken.pop()?.release();
    },
    async release(): Promise<void> {
      for (let pages = taken.pop(); pages; pages = taken.pop()) await pages.release();
    },
  };
}

export type HugePagesOfRun = ReturnType<typeof hugePagesOfRun>;

/**
 * Runs `measure` with the run's huge pages (hugePagesOfRun) and puts them back however it ends.
 * Interrupted (Ctrl-C), a `finally` never runs: the pages are put back on the signal too
 * (interrupted.ts, after the clusters that use them have stopped), or 6 to 13 GB would stay
 * pinned, and the next run would take them for its own and never free them.
 */
export async function withHugePagesOfRun(
  sharedBuffers: string,
  measure: (pages: HugePagesOfRun) => Promise<void>,
): Promise<void> {
  const pages = hugePagesOfRun(sharedBuffers);
  const putBack = () =>
    pages
      .release()
      .catch((error) => console.error(`vm.nr_hugepages was not put back: ${String(error)}`));
  const forget = undoOnSignal('the huge pages of the run', putBack);
  try {
    await measure(pages);
  } finally {
    await putBack();
    forget();
  }
}
