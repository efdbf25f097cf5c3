import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  parseMountinfo,
  planVolume,
  sharesBlocks,
  type VolumeFacts,
} from '../bench/prepared-volume.js';
import { copiesFolder } from '../bench/throwaway-database.js';

// Decision 0133: the prepared clusters on a file system that shares blocks, so that a run's
// copy of the 10 M cluster is free.
const GB = 1024 ** 3;
const able: VolumeFacts = {
  asked: 'auto',
  sharesBlocks: false,
  root: true,
  linux: true,
  missing: [],
  freeBytes: 80 * GB,
  imageExists: false,
};

describe('the prepared clusters’ volume', () => {
  it('is made as root on Linux, as large as the disk has free, where copies are whole', () => {
    expect(planVolume(able)).toEqual({ kind: 'volume', sizeBytes: 80 * GB });
  });

  it('is not made, and says why, wherever it cannot help or cannot be made', () => {
    expect(planVolume({ ...able, asked: 'off' })).toEqual({
      kind: 'as-is',
      why: 'BENCH_PREPARED_VOLUME=off',
    });
    expect(planVolume({ ...able, sharesBlocks: true }).kind).toBe('as-is');
    expect(planVolume({ ...able, linux: false })).toMatchObject({ why: 'not Linux' });
    expect(planVolume({ ...able, root: false })).toMatchObject({
      why: 'not root (a loop device needs it)',
    });
    expect(planVolume({ ...able, missing: ['mkfs.xfs'] })).toMatchObject({
      why: 'no mkfs.xfs (Debian: xfsprogs, mount)',
    });
    expect(planVolume({ ...able, freeBytes: 20 * GB })).toMatchObject({
      why: '20 GB free, under 32 GB',
    });
  });

  it('is attached again when its image is there, however little the disk has free beside it', () => {
    // The image itself takes the disk's space: its prepared clusters must not be left behind.
    expect(planVolume({ ...able, freeBytes: 20 * GB, imageExists: true }).kind).toBe('volume');
  });

  it('reads mount points, spaces included, their type and options from the kernel’s mountinfo', () => {
    const mountinfo = [
      '22 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw',
      '90 22 7:0 / /var/tmp/forewarn\\040bench rw,relatime shared:50 - xfs /dev/loop0 rw,discard,inode64',
      '',
    ].join('\n');
    const mounts = parseMountinfo(mountinfo);
    expect(mounts.map((mount) => mount.point)).toEqual(['/', '/var/tmp/forewarn bench']);
    expect(mounts[1]).toMatchObject({ fstype: 'xfs' });
    // Decision 0135: a volume mounted with online discard is mounted again without it.
    expect(mounts[1]?.options).toContain('discard');
    expect(mounts[0]?.options).not.toContain('discard');
  });

  it('finds shared blocks on the file systems that have them, and leaves nothing behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forewarn-reflink-'));
    // statfs's magic numbers: XFS (reflink by default since xfsprogs 5.1) and btrfs share
    // blocks; ext4 and tmpfs, where this suite usually runs, do not.
    const sharing = [0x58465342, 0x9123683e].includes((await statfs(dir)).type);
    expect(await sharesBlocks(dir)).toBe(sharing);
    expect(readdirSync(dir)).toEqual([]);
    rmSync(dir, { recursive: true });
  });
});

describe('a run’s copy of a prepared cluster', () => {
  it('goes beside it, where copies a killed run left are removed and a live run’s kept', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'forewarn-copies-'));
    const left = path.join(root, '.copies', 'forewarn-bench-2147483646-AbC123');
    const live = path.join(root, '.copies', `forewarn-twin-a-${process.pid}-XyZ789`);
    mkdirSync(left, { recursive: true });
    mkdirSync(live, { recursive: true });
    expect(await copiesFolder(path.join(root, 'bench-10000000-0123456789abcdef'))).toBe(
      path.join(root, '.copies'),
    );
    expect(existsSync(left)).toBe(false);
    expect(existsSync(live)).toBe(true);
    rmSync(root, { recursive: true });
  });
});
