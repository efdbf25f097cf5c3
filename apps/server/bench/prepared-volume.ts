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
// blocks are cached once (decision 0133), mounted without online discard and trimmed at each
// run's start instead (0135). BENCH_PREPARED_VOLUME=off leaves the folder as it is.

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
  /** The image `<dir>.xfs` is there already: attached again, never sized, whatever is free. */
  imageExists: boolean;
};

export type VolumePlan = { kind: 'as-is'; why: string } | { kind: 'volume'; sizeBytes: number };

const PROGRAMS = ['losetup', 'mkfs.xfs', 'mount', 'umount', 'fstrim', 'cp'] as const;
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
  if (!facts.imageExists && facts.freeBytes < LEAST_FREE_BYTES) {
    return {
      kind: 'as-is',
      why: `${gigabytes(facts.freeBytes)} free, under ${gigabytes(LEAST_FREE_BYTES)}`,
    };
  }
  return { kind: 'volume', sizeBytes: facts.freeBytes };
}

const gigabytes = (bytes: number, digits = 0) =>
  `${(Math.floor((bytes / 1024 ** 3) * 10 ** digits) / 10 ** digits).toFixed(digits)} GB`;

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

export type Mount = { point: string; fstype: string; options: string[] };

const unescapeOctal = (field: string) =>
  field.replace(/\\(\d{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));

/**
 * The mounts of /proc/self/mountinfo: the mount point (fifth field, unescaped), the file system
 * type after the ` - ` separator, and the mount's options together with its super block's.
 */
export function parseMountinfo(mountinfo: string): Mount[] {
  return mountinfo
    .split('\n')
    .filter((line) => line.includes(' - '))
    .map((line) => {
      const [before = '', after = ''] = line.split(' - ');
      const fields = before.split(' ');
      const [fstype = '', , superOptions = ''] = after.split(' ');
      return {
        point: unescapeOctal(fields[4] ?? ''),
        fstype,
        options: [...(fields[5] ?? '').split(','), ...superOptions.split(',')],
      };
    });
}

async function mountAt(dir: string): Promise<Mount | undefined> {
  if (!existsSync(dir)) return undefined;
  const mounts = parseMountinfo(await readFile('/proc/self/mountinfo', 'utf8'));
  return mounts.findLast((mount) => mount.point === realpathSync(dir));
}

/**
 * Gives the free space the run before left back to the disk under the image, before this run
 * makes its copies (0135: in one sweep, not at every removal while a run measures).
 */
async function trimFreeSpace(dir: string): Promise<string> {
  const started = Date.now();
  try {
    const { stdout } = await run('fstrim', ['--verbose', dir]);
    const trimmed = /\((\d+) bytes\)/.exec(stdout)?.[1];
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return `fstrim swept ${gigabytes(Number(trimmed ?? 0), 1)} of free space in ${seconds} s`;
  } catch (error) {
    return `free space not trimmed: ${String(error).split('\n')[0]}`;
  }
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
    imageExists: existsSync(`${dir}.xfs`),
  };
}

/**
 * Puts `dir` on its XFS volume (the image `<dir>.xfs`, made once, attached after a reboot),
 * moving in what the folder held; answers the run header's note. Left mounted after the run:
 * the prepared clusters live there.
 */
export async function ensurePreparedVolume(dir: string): Promise<string> {
  const image = `${dir}.xfs`;
  const mounted = await mountAt(dir);
  if (mounted) {
    if (!(await sharesBlocks(dir))) {
      return `prepared clusters copied whole: ${dir} is a mount that does not share blocks`;
    }
    const ours = mounted.fstype === 'xfs' && existsSync(image);
    // Someone else's mount is theirs to trim.
    if (!ours) return `prepared clusters on a volume that shares blocks (${dir})`;
    if (!mounted.options.includes('discard')) {
      return `prepared clusters on a volume that shares blocks (${dir}; ${await trimFreeSpace(dir)})`;
    }
    // Mounted with online discard before decision 0135: mounted again without it.
    await run('umount', [dir]);
  }
  const plan = planVolume(await volumeFacts(dir));
  if (plan.kind === 'as-is') return `prepared clusters copied whole: ${plan.why}`;
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
  // No online discard: it punches a hole in the image at every log commit that frees blocks,
  // in the middle of the measured rounds; one fstrim at the run's start does it instead (0135).
  await run('mount', [device, dir]);
  await chmod(dir, 0o755);
  if (held) {
    for (const entry of await readdir(before)) {
      await run('cp', ['-a', path.join(before, entry), path.join(dir, entry)]);
    }
    await rm(before, { recursive: true, force: true });
  }
  const how = `${made ? 'made' : mounted ? 'mounted again without discard' : 'attached'}: ${image} on ${device}${held ? ', what the folder held moved in' : ''}`;
  return `prepared clusters on an XFS volume that shares blocks (${how}; ${await trimFreeSpace(dir)})`;
}
