import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { undoOnSignal } from './interrupted.js';

// A virtual machine that gives freed memory back to its host (decision 0108). This one's kernel
// reports every free 2 MB block to the host within seconds (page_reporting), and DAMON pages out
// page cache left unread for a minute. Memory handed back costs a fault in the host the next
// time anything touches it, counted as the toucher's system time: writing 4 GB to tmpfs took
// 4–12 s on such pages and 0.8 s on pages freed a moment before. Whichever side of a paired
// round touched fresh memory paid for it, the 10 M server's page cache most. For the run both
// are paused, the free memory is taken back once, and both are put back however the run ends.

/** Where the kernel keeps the two settings; a test points them elsewhere. */
export type HostMemoryFiles = { reportingOrder: string; kdamonds: string };
const SYSFS: HostMemoryFiles = {
  reportingOrder: '/sys/module/page_reporting/parameters/page_reporting_order',
  kdamonds: '/sys/kernel/mm/damon/admin/kdamonds',
};
/** Above the buddy allocator's largest block (order 10): no free block is large enough to report. */
const NO_REPORTING_ORDER = '11';
/** Left untouched when taking the free memory back, for whatever else runs meanwhile. */
const SPARE_BYTES = 1024 ** 3;
const CHUNK_BYTES = 64 * 1024 ** 2;

type Setting = { name: string; file: string; was: string; now: string };

/** What the run changed, for the header; and whether anything is to be put back. */
let held: { settings: Setting[]; describe: string } | undefined;

function readSetting(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The settings to change on this kernel: reporting's block order, each running DAMON. */
function settingsToChange(files: HostMemoryFiles): Setting[] {
  const settings: Setting[] = [];
  const order = readSetting(files.reportingOrder);
  if (order !== undefined && order !== NO_REPORTING_ORDER) {
    settings.push({
      name: 'page_reporting_order',
      file: files.reportingOrder,
      was: order,
      now: NO_REPORTING_ORDER,
    });
  }
  const { kdamonds } = files;
  const daemons = existsSync(kdamonds) ? readdirSync(kdamonds).filter((d) => /^\d+$/.test(d)) : [];
  for (const daemon of daemons) {
    const file = `${kdamonds}/${daemon}/state`;
    if (readSetting(file) === 'on') {
      settings.push({ name: `DAMON kdamond ${daemon}`, file, was: 'on', now: 'off' });
    }
  }
  return settings;
}

/** The tmpfs file memory is taken back through: 21 GB of RAM while it exists. */
const TAKE_BACK_FILE = `/dev/shm/forewarn-bench-take-back-${process.pid}`;

/**
 * Puts every changed setting back, and removes the take-back file if a signal came while it was
 * being written; synchronous, so a signal handler finishes it before exit.
 */
export function putBackHostMemory(): void {
  rmSync(TAKE_BACK_FILE, { force: true });
  if (!held) return;
  for (const setting of held.settings.reverse()) {
    for (let attempt = 1; ; attempt++) {
      try {
        writeFileSync(setting.file, setting.was);
        break;
      } catch (error) {
        // DAMON answers EBUSY when asked for the state it is already in.
        if (readSetting(setting.file) === setting.was) break;
        if ((error as NodeJS.ErrnoException).code === 'EBUSY' && attempt < 50) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
          continue;
        }
        console.error(`${setting.file} was not put back to ${setting.was}: ${String(error)}`);
        break;
      }
    }
  }
  held = undefined;
}

/** Bytes the kernel calls available now (/proc/meminfo). */
function availableBytes(): number {
  const text = readFileSync('/proc/meminfo', 'utf8');
  return Number(/^MemAvailable:\s+(\d+)/m.exec(text)?.[1] ?? 0) * 1024;
}

/**
 * Touches `bytes` of memory once, through a file in tmpfs, then frees it: pages the host took
 * back are the guest's again, and with reporting paused they stay so. Answers the seconds taken.
 */
async function takeBack(bytes: number): Promise<number> {
  const file = TAKE_BACK_FILE;
  const started = performance.now();
  const handle = await open(file, 'w');
  try {
    const chunk = Buffer.alloc(CHUNK_BYTES, 1);
    for (let written = 0; written < bytes; written += CHUNK_BYTES) await handle.write(chunk);
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
  return (performance.now() - started) / 1000;
}

/** Whether this process may change the settings (root, and the files are there). */
function mayWrite(settings: Setting[]): boolean {
  return settings.every((setting) => {
    try {
      closeSync(openSync(setting.file, 'r+'));
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * For the run: pauses the kernel's reporting of free memory to the host and DAMON's paging out,
 * then takes the free memory back once. Answers the header's line. Not such a machine (no
 * reporting) or not allowed (not root): says so, and the run goes on as the machine is.
 * Reporting found paused already (by CI's hold, the boot line or the host's agent) still takes
 * the memory back: what was reported before the pause stays with the host until touched
 * (decision 0142; two runs skipped it, and whether that made them dearer is not shown).
 */
export async function holdHostMemory(
  files: HostMemoryFiles = SYSFS,
  /** Bytes to take back; by default all the kernel calls available but a gigabyte. */
  bytes = Math.max(0, availableBytes() - SPARE_BYTES),
): Promise<string> {
  if (!existsSync(files.reportingOrder)) {
    held = { settings: [], describe: 'host memory: nothing given back to a host on this kernel' };
    return held.describe;
  }
  const settings = settingsToChange(files);
  if (!mayWrite(settings)) {
    held = {
      settings: [],
      describe: `host memory: given back to the host as the machine is set (${settings.map((s) => s.file).join(', ')} not writable: run as root, decision 0108)`,
    };
    return held.describe;
  }
  for (const setting of settings) writeFileSync(setting.file, setting.now);
  held = { settings, describe: '' };
  const paused =
    settings.length > 0
      ? `${settings.map((s) => `${s.name} ${s.was} → ${s.now}`).join(', ')} for the run`
      : 'reporting found paused already';
  const taken =
    bytes > 0
      ? `; ${(bytes / 1024 ** 3).toFixed(1)} GB taken back in ${(await takeBack(bytes)).toFixed(0)} s`
      : '; nothing taken back';
  held.describe = `host memory: ${paused}${taken} (decision 0108)`;
  return held.describe;
}

/** The header's line for the run, once held. */
export function hostMemoryNote(): string | undefined {
  return held?.describe;
}

/**
 * Runs `measure` with the host's memory held (holdHostMemory) and puts the settings back however
 * it ends, on SIGINT and SIGTERM too (interrupted.ts: registered first, so undone last).
 */
export async function withHostMemoryHeld(measure: () => Promise<void>): Promise<void> {
  const forget = undoOnSignal('the host memory held', putBackHostMemory);
  try {
    console.log(await holdHostMemory());
    await measure();
  } finally {
    putBackHostMemory();
    forget();
  }
}
