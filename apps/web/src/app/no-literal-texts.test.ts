// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { KNOWN_LITERALS } from './known-literals';

// Issue 49, "never half-translated": a text a person reads comes from the catalogue. This reads
// every source of the web (components, hooks, lib) and lists the JSX texts, and the string
// literals of the attributes a person reads or hears (aria-label, alt, placeholder, title,
// label, hint…), that are not from it. It follows an expression to the strings it can give ({busy ? 'Sending…' : label},
// {`Extra ${i}`}, aria-label={a || 'Close'}), and reads the objects' properties that become
// such attributes ({ label: 'Approve', title: …, text: … }). A static check still: a literal
// passed through a variable is left to the pseudo-locale crawl in a browser.

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
  'confirmLabel',
]);

/** An object's properties that a component shows as text (a button's label, a notice's text). */
const READ_PROPERTIES = new Set([...READ_ATTRIBUTES, 'text', 'notice']);

type Node = { type: string; [key: string]: unknown };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) &&
      !entry.name.includes('.test.') &&
      !entry.name.endsWith('.d.ts')
      ? [file]
      : [];
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
      if (READ_ATTRIBUTES.has(name) && value)
        for (const text of outputs(value)) found.push(`${name}=${text}`);
    }
    if (n.type === 'JSXElement' || n.type === 'JSXFragment') {
      for (const child of n.children as Node[]) {
        if (child.type === 'JSXExpressionContainer')
          for (const text of outputs(child.expression as Node)) found.push(text);
      }
    }
    if (n.type === 'ObjectProperty') {
      const key = n.key as Node;
      const name = key.type === 'Identifier' ? String(key.name) : String(key.value ?? '');
      if (READ_PROPERTIES.has(name))
        for (const text of outputs(n.value as Node)) found.push(`${name}: ${text}`);
    }
    for (const [key, child] of Object.entries(n)) {
      if (key !== 'loc' && key !== 'start' && key !== 'end') visit(child);
    }
  };
  visit(ast.program);
  return found;
}

/**
 * The texts an expression can give as it is: a string, a template's words (its values as
 * `{}`), either branch of a condition, either side of `||`, `??` and `+`. A call's result is
 * the catalogue's or a formatter's; a comparison's strings are values, not texts.
 */
function outputs(node: Node | null | undefined): string[] {
  if (!node) return [];
  const texts = (() => {
    switch (node.type) {
      case 'StringLiteral':
        return [String(node.value)];
      case 'TemplateLiteral':
        return [
          (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('{}'),
        ];
      case 'ConditionalExpression':
        return [...outputs(node.consequent as Node), ...outputs(node.alternate as Node)];
      case 'LogicalExpression':
        return [
          ...(node.operator === '&&' ? [] : outputs(node.left as Node)),
          ...outputs(node.right as Node),
        ];
      case 'BinaryExpression':
        return node.operator === '+'
          ? [...outputs(node.left as Node), ...outputs(node.right as Node)]
          : [];
      case 'TSAsExpression':
      case 'ParenthesizedExpression':
        return outputs(node.expression as Node);
      default:
        return [];
    }
  })();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((t) => /[A-Za-z]/.test(t));
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
