import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  OWN_CLUSTER_FILES,
  PROCESS_DEATH_FILES,
  SERIAL_FILES,
  serverTestFiles,
  sqlDependentFiles,
} from '../test-groups.js';

const SERVER = path.resolve(import.meta.dirname, '..');

describe('the server test groups (decision 0072)', () => {
  it('names only files that exist, so a renamed file cannot leave its group silently', () => {
    const named = [
      ...SERIAL_FILES,
      ...OWN_CLUSTER_FILES,
      ...PROCESS_DEATH_FILES,
      ...sqlDependentFiles(),
    ];
    expect(named.filter((file) => !existsSync(path.join(SERVER, file)))).toEqual([]);
  });

  it('takes the tests beside hand-written SQL to the oldest PostgreSQL, and not the HTTP-only ones', () => {
    const sql = sqlDependentFiles();
    // Beside hand-written SQL: the database layer, the queue, a module's repository.
    expect(sql).toEqual(
      expect.arrayContaining([
        'src/db/app-role.test.ts',
        'src/jobs/queue.test.ts',
        'src/modules/watches/watches.test.ts',
        'src/modules/cases/visibility.test.ts',
        'src/modules/search/search-near-miss.test.ts',
        'test/two-processes.test.ts',
      ]),
    );
    // About HTTP, the process or the tooling: once, on the embedded PostgreSQL.
    for (const file of [
      'test/hardening.test.ts',
      'src/plugins/static-web.test.ts',
      'src/config.test.ts',
    ])
      expect(sql).not.toContain(file);
  });

  it('leaves the kill files to the nightly on the floor, and keeps them in the first pass (decision 0137)', () => {
    const before = process.env.FOREWARN_SERVER_TESTS;
    try {
      process.env.FOREWARN_SERVER_TESTS = 'sql';
      const floor = serverTestFiles('all');
      for (const file of PROCESS_DEATH_FILES) {
        expect(sqlDependentFiles()).toContain(file);
        expect(floor).not.toContain(file);
      }
      expect(floor).toContain('src/jobs/queue.test.ts');
    } finally {
      if (before === undefined) delete process.env.FOREWARN_SERVER_TESTS;
      else process.env.FOREWARN_SERVER_TESTS = before;
    }
  });
});
