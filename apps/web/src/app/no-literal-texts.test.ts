// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { KNOWN_LITERALS } from './known-literals';

// Issue 49, "never half-translated": a text a person reads comes from the catalogue. This reads
// every component's source and lists the JSX texts, and the string literals of the attributes a
// person reads or hears (aria-label, alt, placeholder, title, label, hint…), that are not from
// it. A static check: it does not see a literal passed through a variable or an object (the
// bar's links were such), which only a pseudo-locale crawl in a browser would.

const SRC = path.resolve(import.meta.dirname, '..');
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'alt',
  'placeholder',
  'title',
  'label',
  'hint',
  'description',
  'message',
  'pendingLabel',
]);

type Node = { type: string; [key: string]: unknown };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [file] : [];
  });
}

function literalsIn(file: string): string[] {
  const ast = parse(readFileSync(file, 'utf8'), {
    sourceType: 'module',
    plugins: ['jsx', 'typescript'],
  });
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    if (n.type === 'JSXText') {
      const text = String(n.value).replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]/.test(text)) found.push(text);
    }
    if (n.type === 'JSXAttribute') {
      const name = (n.name as { name?: string }).name ?? '';
      let value = n.value as Node | null;
      if (value?.type === 'JSXExpressionContainer') value = value.expression as Node;
      if (
        READ_ATTRIBUTES.has(name) &&
        value?.type === 'StringLiteral' &&
        /[A-Za-z]/.test(String(value.value))
      )
        found.push(`${name}=${String(value.value)}`);
    }
    for (const [key, child] of Object.entries(n)) {
      if (key !== 'loc' && key !== 'start' && key !== 'end') visit(child);
    }
  };
  visit(ast.program);
  return found;
}

describe('texts a person reads', () => {
  it('come from the catalogue, but for the literals known and listed with their reason', () => {
    const found = sources(SRC).flatMap((file) =>
      literalsIn(file).map((text) => `${path.relative(SRC, file)}: ${text}`),
    );
    expect(found.filter((entry) => !KNOWN_LITERALS.includes(entry))).toEqual([]);
    // The list stays true: a literal moved into the catalogue leaves it.
    expect(KNOWN_LITERALS.filter((entry) => !found.includes(entry))).toEqual([]);
  });
});
