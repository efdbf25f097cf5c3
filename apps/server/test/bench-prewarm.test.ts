import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { describePrewarmed, emptyPageCache, prewarm, relationsFor } from '../bench/prewarm.js';
import { createTestDatabase } from './test-database.js';

// Decisions 0107 and 0109: the buffers take heaps first and indexes last, the page cache the
// other way round, so each keeps what was read last when the data outgrows it.
const database = await createTestDatabase();
afterAll(() => database.close());

async function kindsInOrder(mode: 'buffer' | 'read'): Promise<string[]> {
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ oid: number }>(relationsFor(mode));
    const kinds = await client.query<{ oid: number; relkind: string }>(
      'SELECT oid::int AS oid, relkind FROM pg_class WHERE oid = ANY($1::oid[])',
      [rows.map((r) => r.oid)],
    );
    const kindOf = new Map(kinds.rows.map((r) => [r.oid, r.relkind === 'i' ? 'index' : 'heap']));
    return rows.map((r) => kindOf.get(Number(r.oid)) ?? '?');
  } finally {
    await client.end();
  }
}

/** ['heap', 'heap', 'index'] → ['heap', 'index']: the groups in the order they come. */
const groups = (kinds: string[]) => kinds.filter((k, i) => k !== kinds[i - 1]);

describe('prewarming a bench server', () => {
  it('reads heaps before indexes into the buffers, indexes before heaps into the page cache', async () => {
    expect(groups(await kindsInOrder('buffer'))).toEqual(['heap', 'index']);
    expect(groups(await kindsInOrder('read'))).toEqual(['index', 'heap']);
  });

  it('reads every relation in either mode and says how much', async () => {
    for (const mode of ['buffer', 'read'] as const) {
      const done = await prewarm(database.connectionString, mode);
      expect(done.relations).toBe((await kindsInOrder(mode)).length);
      expect(done.megabytes).toBeGreaterThan(0);
    }
  });

  it('says whether the buffers held the database whole (decision 0121)', async () => {
    const into = await prewarm(database.connectionString, 'buffer');
    expect(into.buffersMegabytes).toBeGreaterThan(0);
    expect((await prewarm(database.connectionString, 'read')).buffersMegabytes).toBeUndefined();
    const held = { relations: 3, megabytes: 900, seconds: 1 };
    expect(describePrewarmed({ ...held, buffersMegabytes: 2048 })).toBe(
      '900 MB of 3 relations read in 1 s into 2,048 MB of buffers, held whole',
    );
    expect(describePrewarmed({ ...held, megabytes: 12430, buffersMegabytes: 6144 })).toBe(
      '12,430 MB of 3 relations read in 1 s into 6,144 MB of buffers, not held whole',
    );
    expect(describePrewarmed(held)).toBe('900 MB of 3 relations read in 1 s');
  });

  it('empties the page cache through the kernel file, or says why it did not', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forewarn-drop-caches-'));
    const file = path.join(dir, 'drop_caches');
    writeFileSync(file, '0');
    expect(emptyPageCache(file)).toBe('the page cache emptied');
    expect(readFileSync(file, 'utf8')).toBe('1');
    expect(emptyPageCache(path.join(dir, 'missing', 'drop_caches'))).toBe(
      'the page cache left as it was (ENOENT)',
    );
    rmSync(dir, { recursive: true });
  });
});
