import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDecisions, INDEX_FILE, readDecisions, renderIndex } from './decisions.mjs';
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
