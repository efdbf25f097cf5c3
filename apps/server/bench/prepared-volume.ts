import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import {
  chmod,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  statfs,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

// Every run copies its prepared clusters (prepared.ts), since a run writes to them. On a file
// system that copies blocks (this machine's ext4) the 10 M cluster's copy took 2.2 to 5.3
// minutes; on one that shares them (XFS with reflink, btrfs) `cp --reflink` takes milliseconds.
// As root on Linux the bench keeps the prepared clusters, and the copies it runs on, on an XFS
// file system in a sparse image beside them, through a loop device with direct I/O so that its
// blocks are cached once (decision 0133). BENCH_PREPARED_VOLUME=off leaves the folder as it is.

const run = promisify(execFile);

/** What decides whether a volume is made: read off the machine by `volumeFacts`. */
export type VolumeFacts = {
  /** BENCH_PREPARED_VOLUME: `off` never makes one. */
  asked: 'auto' | 'off';
  /** `cp --reflink=always` worked in the folder: copies are free already. */
  sharesBlocks: boolean;
  root: boolean;
  linux: boolean;
  /** Programs the volume needs that are not on PATH. */
  missing: string[];
  /** Bytes the image may grow to: what the folder's file system has free. */
  freeBytes: number;
};

export type VolumePlan = { kind: 'as-is'; why: string } | { kind: 'volume'; sizeBytes: number };

const PROGRAMS = ['losetup', 'mkfs.xfs', 'mount', 'cp'] as const;
/** Below this the image could not hold a 10 M cluster, a copy of it and the twins'. */
const LEAST_FREE_BYTES = 32 * 1024 ** 3;

/** Whether to put the prepared clusters on a volume of their own, and if not, why not. */
export function planVolume(facts: VolumeFacts): VolumePlan {
  if (facts.asked === 'off') return { kind: 'as-is', why: 'BENCH_PREPARED_VOLUME=off' };
  if (facts.sharesBlocks) return { kind: 'as-is', why: 'its file system shares blocks' };
  if (!facts.linux) return { kind: 'as-is', why: 'not Linux' };
  if (!facts.root) return { kind: 'as-is', why: 'not root (a loop device needs it)' };
  if (facts.missing.length > 0) {
    return { kind: 'as-is', why: `no ${facts.missing.join(', ')} (Debian: xfsprogs, mount)` };
  }
  if (facts.freeBytes < LEAST_FREE_BYTES) {
    return {
      kind: 'as-is',
      why: `${gigabytes(facts.freeBytes)} free, under ${gigabytes(LEAST_FREE_BYTES)}`,
    };
  }
  return { kind: 'volume', sizeBytes: facts.freeBytes };
}

const gigabytes = (bytes: number) => `${Math.floor(bytes / 1024 ** 3)} GB`;

async function onPath(program: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${program}`]);
    return true;
  } catch {
    return false;
  }
}

/** Whether `cp --reflink=always` shares blocks in `dir` (made when missing). */
export async function sharesBlocks(dir: string): Promise<boolean> {
  await mkdir(dir, { recursive: true });
  const probe = path.join(dir, `.reflink-probe-${process.pid}`);
  await writeFile(probe, 'forewarn');
  try {
    await run('cp', ['--reflink=always', probe, `${probe}.copy`]);
    return true;
  } catch {
    return false;
  } finally {
    await rm(probe, { force: true });
    await rm(`${probe}.copy`, { force: true });
  }
}

/** The mount points of /proc/self/mountinfo (its fifth field), unescaped. */
export function mountPoints(mountinfo: string): string[] {
  return mountinfo
    .split('\n')
    .map((line) => line.split(' ')[4])
    .filter((field): field is string => Boolean(field))
    .map((field) =>
      field.replace(/\\(\d{3})/g, (_, octal: string) =>
        String.fromCharCode(Number.parseInt(octal, 8)),
      ),
    );
}

async function isMountPoint(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  const mounted = mountPoints(await readFile('/proc/self/mountinfo', 'utf8'));
  return mounted.includes(realpathSync(dir));
}

/**
 * As root on Debian, Debian's xfsprogs when mkfs.xfs is missing (a new machine has none), as
 * `npm test` installs Chromium; elsewhere, or if apt fails, the plan says what is missing.
 */
async function installXfsprogs(): Promise<void> {
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) return;
  console.log("No mkfs.xfs: installing Debian's xfsprogs for the prepared clusters' volume…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', 'xfsprogs'], { env });
  } catch (error) {
    console.log(`xfsprogs not installed: ${String(error).split('\n')[0]}`);
  }
}

export async function volumeFacts(dir: string): Promise<VolumeFacts> {
  const asked = process.env.BENCH_PREPARED_VOLUME?.trim() === 'off' ? 'off' : 'auto';
  const parent = path.dirname(path.resolve(dir));
  await mkdir(parent, { recursive: true });
  const fs = await statfs(parent);
  const shares = asked === 'off' ? false : await sharesBlocks(dir);
  // Installed only where a volume would be made of it.
  if (asked === 'auto' && !shares && !(await onPath('mkfs.xfs'))) await installXfsprogs();
  const missing: string[] = [];
  for (const program of PROGRAMS) if (!(await onPath(program))) missing.push(program);
  return {
    asked,
    sharesBlocks: shares,
    root: process.getuid?.() === 0,
    linux: process.platform === 'linux',
    missing,
    freeBytes: fs.bavail * fs.bsize,
  };
}

/**
 * Puts `dir` on its XFS volume (the image `<dir>.xfs`, made once, attached after a reboot),
 * moving in what the folder held; answers the run header's note. Left mounted after the run:
 * the prepared clusters live there.
 */
export async function ensurePreparedVolume(dir: string): Promise<string> {
  if (await isMountPoint(dir)) {
    if (await sharesBlocks(dir)) return `prepared clusters on a volume that shares blocks (${dir})`;
    return `prepared clusters copied whole: ${dir} is a mount that does not share blocks`;
  }
  const plan = planVolume(await volumeFacts(dir));
  if (plan.kind === 'as-is') return `prepared clusters copied whole: ${plan.why}`;
  const image = `${dir}.xfs`;
  let made = false;
  if (!existsSync(image)) {
    const file = await open(image, 'w', 0o600);
    try {
      await file.truncate(plan.sizeBytes);
    } finally {
      await file.close();
    }
    await run('mkfs.xfs', ['-q', '-m', 'reflink=1', image]);
    made = true;
  }
  const { stdout: attached } = await run('losetup', ['--associated', image]);
  const device =
    attached.split(':')[0]?.trim() ||
    (await run('losetup', ['--find', '--show', '--direct-io=on', image])).stdout.trim();
  // What the folder held on the disk below moves in, so a cluster built there is not rebuilt.
  const before = `${dir}.before-volume`;
  const held = existsSync(dir) && (await readdir(dir)).length > 0;
  if (held) await rename(dir, before);
  await mkdir(dir, { recursive: true });
  await run('mount', ['-o', 'discard', device, dir]);
  await chmod(dir, 0o755);
  if (held) {
    for (const entry of await readdir(before)) {
      await run('cp', ['-a', path.join(before, entry), path.join(dir, entry)]);
    }
    await rm(before, { recursive: true, force: true });
  }
  return `prepared clusters on an XFS volume that shares blocks (${made ? 'made' : 'attached'}: ${image} on ${device}${held ? ', what the folder held moved in' : ''})`;
}
