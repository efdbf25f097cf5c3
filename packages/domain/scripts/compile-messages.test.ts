import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations } from '../src/i18n/load.js';
import { type Locale, setLocale } from '../src/i18n/locale.js';
import { CATALOGUES } from '../src/messages/catalogue/index.js';
import { modules as english } from '../src/messages/compiled/en/index.gen.js';
import { en as englishPlural } from '../src/messages/compiled/en/plural.gen.js';
import { modules as french } from '../src/messages/compiled/fr-CA/index.gen.js';
import { countOf } from '../src/messages/plural.js';
import { argumentsOf, COMPILED_DIR, compileAll, parseMessage } from './compile-messages.js';

// The catalogue is never half-translated (issue 49): every text has its French, with the same
// ICU arguments as its English, in Canadian typography; what runs is what the catalogue says
// (the compiled modules are current, and format exactly as FormatJS's own runtime would).

const entries = Object.entries(CATALOGUES).flatMap(([name, catalogue]) =>
  Object.entries(catalogue).map(([key, entry]) => ({ id: `${name}.${key}`, name, key, ...entry })),
);

describe('the compiled catalogue', () => {
  it('is what the catalogue compiles to now (npm run messages:compile -w @forewarn/domain)', () => {
    for (const [file, source] of compileAll()) {
      expect(readFileSync(path.join(COMPILED_DIR, file), 'utf8'), file).toBe(source);
    }
  });
});

describe('every message', () => {
  it.each(entries)('$id has its English, its French and a description', (entry) => {
    expect(entry.en.trim()).not.toBe('');
    expect(entry.fr.trim()).not.toBe('');
    expect(entry.description.trim().length).toBeGreaterThan(10);
  });

  it.each(entries)('$id has the same ICU arguments in French as in English', (entry) => {
    const english = Object.fromEntries(argumentsOf(parseMessage(entry.en)));
    const french = Object.fromEntries(argumentsOf(parseMessage(entry.fr)));
    expect(french).toEqual(english);
  });

  it.each(entries)('$id is set in Canadian French typography', (entry) => {
    const text = literalText(parseMessage(entry.fr));
    // A non-breaking space before a colon (not a time's, nor a web address's https://), a narrow
    // one before ; ! ?, and inside « ».
    expect(text).not.toMatch(/[^\u00a0]:(?!\d|\/\/)/);
    expect(text).not.toMatch(/[^\u202f][;!?]/);
    expect(text).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
    // The typographic apostrophe (a straight one is also ICU's quote character).
    expect(text).not.toContain("'");
    expect(text).not.toMatch(/"/);
  });
});

/** A message's own words: its literals, every branch's. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        return Object.values(el.options)
          .map((option) => literalText(option.value))
          .join('\n');
      }
      if (el.type === TYPE.tag) return literalText(el.children);
      return '{}';
    })
    .join('');
}

/** Values to try each argument with: every count that picks a different branch, every choice. */
function samples(elements: MessageFormatElement[]): Record<string, unknown>[] {
  const args = argumentsOf(elements);
  const choices = new Map<string, string[]>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.select) {
        choices.set(el.value, [...Object.keys(el.options), 'something else']);
      }
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(elements);
  return [0, 1, 2, 5, 21, 1234].map((n, i) =>
    Object.fromEntries(
      [...args].map(([name, kind]) => {
        if (kind === 'number') return [name, n];
        if (kind === 'date') return [name, new Date(Date.UTC(2026, 0, 5 + i, 13, 7))];
        // A tag's function marks what it wraps, so its place and its chunks are compared too.
        if (kind === 'tag') return [name, (chunks: string[]) => `<${name}>${chunks.join('')}</>`];
        if (kind === 'choice') {
          const options = choices.get(name) ?? ['x'];
          return [name, options[i % options.length]];
        }
        return [name, i % 2 === 0 ? `Text ${n}` : n];
      }),
    ),
  );
}

describe('a compiled message', () => {
  beforeAll(() => loadTranslations('fr-CA'));

  it.each(entries)('$id reads as FormatJS formats its source, in both languages', (entry) => {
    const compiledEnglish = compiledOf('en', entry.name, entry.key);
    const compiledFrench = french[entry.name as keyof typeof french][entry.key as never] as (
      a: unknown,
    ) => string | unknown[];
    for (const args of samples(parseMessage(entry.en))) {
      const reference = new IntlMessageFormat(entry.en, 'en');
      expect(joined(compiledEnglish(args))).toBe(reference.format(args));
    }
    for (const args of samples(parseMessage(entry.fr))) {
      const reference = new IntlMessageFormat(entry.fr, 'fr-CA');
      expect(joined(compiledFrench(args))).toBe(reference.format(args));
    }
  });
});

/** A rich message's parts (here all texts, the tags' marks among them) as one text. */
const joined = (out: string | unknown[]) => (Array.isArray(out) ? out.join('') : out);

function compiledOf(_lang: 'en', name: string, key: string) {
  const module = english[name as keyof typeof english] as Record<
    string,
    (a: unknown) => string | unknown[]
  >;
  if (!module[key]) throw new Error(`no compiled English for ${name}.${key}`);
  return module[key];
}

describe('the current locale', () => {
  const inLocale = (locale: Locale, read: () => string) => {
    setLocale(locale);
    try {
      return read();
    } finally {
      setLocale('en');
    }
  };

  beforeAll(() => loadTranslations('fr-CA'));

  it('chooses the text each message function returns, without changing its signature', () => {
    expect(countOf(7, 'minute')).toBe('7 minutes');
    expect(inLocale('fr-CA', () => countOf(7, 'minute'))).toBe('7\u00a0minutes');
    expect(inLocale('fr-CA', () => countOf(0, 'case'))).toBe('0\u00a0dossier');
    expect(inLocale('fr-CA', () => countOf(1234, 'case'))).toBe('1\u00a0234\u00a0dossiers');
    expect(countOf(1234, 'case')).toBe('1234 cases');
  });

  it('marks every catalogue text in the pseudo-locale, so text without the marks is not from it', () => {
    expect(inLocale('en-XA', () => countOf(2, 'day'))).toBe('⟦2 days⟧');
    expect(Object.keys(englishPlural).length).toBeGreaterThan(0);
  });
});
