import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  changedByOf,
  changesOf,
  checkDecisions,
  INDEX_FILE,
  readDecisions,
  renderIndex,
} from './decisions.mjs';
import { checkLinks } from './doc-links.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'forewarn-docs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(name, text) {
  writeFileSync(path.join(scratch, name), text);
  return path.join(scratch, name);
}

describe('decision records', () => {
  it('each has a number of its own and a status line naming the records that change it', () => {
    expect(checkDecisions()).toEqual([]);
  });

  it('docs/decisions/README.md is the index npm run docs:index makes today', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(renderIndex(readDecisions()));
  });

  it('finds a record without a status, a retired number and a change with no back-link', () => {
    write('0001-first.md', '# 0001. First\n\nStatus: amended by [0003](0003-third.md).\n');
    write('0002-second.md', '# 0002. Second\n\nContext: none.\n');
    write('0003-third.md', '# 0003. Third\n\nStatus: accepted.\n');
    write('0029-retired.md', '# 0029. Retired\n\nStatus: accepted.\n');
    expect(checkDecisions(scratch)).toEqual([
      expect.stringMatching(/^0002-second\.md: no status line/),
      '0029-retired.md: 0029 was retired; take the next free number',
      '0003-third.md changes 0001-first.md but never names it',
    ]);
  });
});

describe('a status line with several clauses, and a change its earlier record does not name', () => {
  it('reads every clause that names later records, and not the record\'s own "Amends"', () => {
    expect(
      changedByOf(
        'superseded in part by [0131](0131-a.md) (the band; its fail-fast); accepted otherwise, amended by [0094](0094-b.md) (a day) and [0097](0097-c.md), and by [0101](0101-d.md). Amends [0050](0050-e.md).',
      ),
    ).toEqual([
      { state: 'superseded in part by', numbers: ['0131'] },
      { state: 'amended by', numbers: ['0094', '0097', '0101'] },
    ]);
    expect(
      changesOf('Status: accepted. Amends [0107](0107-a.md) (what), under [0073](0073-b.md).'),
    ).toEqual(['0107']);
    expect(
      changesOf('Status: accepted. Amends how it takes the rows of [0073](0073-b.md).'),
    ).toEqual(['0073']);
  });

  it('finds a record that amends an earlier one whose status does not say so', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forewarn-docs-amends-'));
    try {
      writeFileSync(path.join(dir, '0001-first.md'), '# 0001. First\n\nStatus: accepted.\n');
      writeFileSync(
        path.join(dir, '0002-second.md'),
        '# 0002. Second\n\nStatus: accepted. Amends [0001](0001-first.md) (its order).\n',
      );
      expect(checkDecisions(dir)).toEqual([
        '0001-first.md: its status does not name 0002, which amends or supersedes it ("amended by [0002](0002-second.md)")',
      ]);
      writeFileSync(
        path.join(dir, '0001-first.md'),
        '# 0001. First\n\nStatus: accepted. Also amended by [0002](0002-second.md) (its order).\n',
      );
      expect(checkDecisions(dir)).toEqual([]);
      expect(renderIndex(readDecisions(dir))).toContain(
        '| 0001 | [First](0001-first.md) | amended by [0002](0002-second.md) ✓ |',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('links in docs/, README.md and CHANGELOG.md', () => {
  it('every relative link reaches a file, and a decision number labels its own record', () => {
    expect(checkLinks()).toEqual([]);
  });

  it('finds a link to nowhere and a decision link under another number', () => {
    write('0065-phone-grade.md', '# 0065. Phone grade\n');
    const doc = write(
      'doc.md',
      'See [0060](0065-phone-grade.md), [gone](missing.md), `[code](nowhere.md)` and [web](https://example.org/x).\n',
    );
    expect(checkLinks([doc]).map((p) => p.replace(/^.*doc\.md/, 'doc.md'))).toEqual([
      'doc.md:1: [0060](0065-phone-grade.md) is labelled 0060 but is 0065',
      'doc.md:1: [gone](missing.md) leads nowhere',
    ]);
  });
});
