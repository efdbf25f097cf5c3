import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startThrowawayCluster } from '../../test/throwaway-cluster.js';
import { readPidFile } from './leftover-postmaster.js';
import { POSTGRES_MALLOC_ENV, postgresMallocEnv } from './postgres-malloc.js';

// Decision 0143: the embedded PostgreSQL's backends run with glibc's malloc thresholds fixed,
// so a statement does not grow and give back the top of its heap each time it runs.

/** A process's environment, read from /proc (Linux; as root or as its owner). */
async function environmentOf(pid: number): Promise<Record<string, string>> {
  const raw = await readFile(`/proc/${pid}/environ`, 'utf8');
  return Object.fromEntries(
    raw
      .split('\0')
      .filter((entry) => entry.includes('='))
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

describe('glibc malloc thresholds for PostgreSQL', () => {
  it('keeps an operator’s own values and fills in the rest', () => {
    expect(postgresMallocEnv({})).toEqual(POSTGRES_MALLOC_ENV);
    expect(postgresMallocEnv({ MALLOC_TRIM_THRESHOLD_: '1048576' })).toEqual({
      ...POSTGRES_MALLOC_ENV,
      MALLOC_TRIM_THRESHOLD_: '1048576',
    });
  });

  describe('an embedded cluster', async () => {
    const cluster = await startThrowawayCluster('forewarn-malloc-');
    afterAll(() => cluster.remove());

    // A backend's own /proc environ holds its ps title (PostgreSQL writes it over the area);
    // backends are forked from the postmaster and inherit its malloc settings.
    it('starts the postmaster with them', async () => {
      const postmaster = await readPidFile(path.join(cluster.dir, 'pg'));
      const env = await environmentOf(postmaster?.pid ?? 0);
      for (const [name, value] of Object.entries(postgresMallocEnv())) {
        expect(env[name], name).toBe(value);
      }
    });
  });
});
