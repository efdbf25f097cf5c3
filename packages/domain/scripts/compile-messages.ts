// Compiles the catalogue (src/messages/catalogue) into plain functions, one module per language
// and catalogue (src/messages/compiled/<lang>/<name>.gen.ts): ICU MessageFormat parsed here, at
// build time, by FormatJS's parser, so no parser ships to the browser (docs/decisions/0082).
// `npm run messages:compile -w @forewarn/domain` writes them; a test fails when they are stale.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { CATALOGUES } from '../src/messages/catalogue/index.js';

type Language = 'en' | 'fr-CA';
const LANGUAGES: { lang: Language; field: 'en' | 'fr' }[] = [
  { lang: 'en', field: 'en' },
  { lang: 'fr-CA', field: 'fr' },
];

export function parseMessage(source: string): MessageFormatElement[] {
  return parse(source, { requiresOtherClause: true });
}

type ArgKind = 'text' | 'number' | 'choice' | 'date' | 'tag';

/**
 * Every argument a message names, with what it is used as (a plural's is a number), and its
 * tags (`<link>…</link>`), which the caller gives as functions of their chunks.
 */
export function argumentsOf(elements: MessageFormatElement[], found = new Map<string, ArgKind>()) {
  // A tag and an argument share the one object of values, so one name cannot be both.
  const note = (name: string, kind: ArgKind) => {
    if ((found.get(name) === 'tag') !== (kind === 'tag') && found.has(name))
      throw new Error(`"${name}" is both a tag and an argument`);
    found.set(name, kind);
  };
  for (const el of elements) {
    if (el.type === TYPE.argument) {
      if (!found.has(el.value)) note(el.value, 'text');
    } else if (el.type === TYPE.number || el.type === TYPE.plural) {
      note(el.value, 'number');
    } else if (el.type === TYPE.date || el.type === TYPE.time) {
      note(el.value, 'date');
    } else if (el.type === TYPE.select) {
      note(el.value, 'choice');
    } else if (el.type === TYPE.tag) {
      note(el.value, 'tag');
      argumentsOf(el.children, found);
    }
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

const TS_TYPE: Record<ArgKind, string> = {
  text: 'string | number',
  number: 'number',
  choice: 'string',
  date: 'Date | number',
  tag: 'Tag',
};

function literal(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

const ident = (name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `a.${name}` : `a[${JSON.stringify(name)}]`;

/** A select's or plural's `other` branch, which ICU requires (the parser is told so). */
function otherOf(
  options: Record<string, { value: MessageFormatElement[] }>,
): MessageFormatElement[] {
  const other = options.other;
  if (!other) throw new Error('a select or plural without its other branch');
  return other.value;
}

type Context = { lang: Language; used: Set<string>; pound?: string };

function template(elements: MessageFormatElement[], ctx: Context): string {
  // A message that is one choice (a plural, a select) is that expression, not a string around it.
  const [only] = elements;
  if (elements.length === 1 && only && (only.type === TYPE.plural || only.type === TYPE.select)) {
    return `(${part(only, ctx).slice(2, -1)})`;
  }
  return `\`${elements.map((el) => part(el, ctx)).join('')}\``;
}

function part(el: MessageFormatElement, ctx: Context): string {
  const L = JSON.stringify(ctx.lang);
  switch (el.type) {
    case TYPE.literal:
      return literal(el.value);
    case TYPE.argument:
      return `\${${ident(el.value)}}`;
    case TYPE.number: {
      if (el.style !== null && typeof el.style !== 'string')
        throw new Error('number skeletons are not compiled');
      ctx.used.add('numberOf');
      const style = el.style ? `, ${JSON.stringify(el.style)}` : '';
      return `\${numberOf(${L}, ${ident(el.value)}${style})}`;
    }
    case TYPE.date:
    case TYPE.time: {
      if (el.style !== null && typeof el.style !== 'string')
        throw new Error('date skeletons are not compiled');
      ctx.used.add('dateOf');
      const style = `${el.type === TYPE.date ? 'd' : 't'}${el.style ?? 'medium'}`;
      return `\${dateOf(${L}, ${ident(el.value)}, ${JSON.stringify(style)})}`;
    }
    case TYPE.pound: {
      if (!ctx.pound) throw new Error('# outside a plural');
      ctx.used.add('numberOf');
      return `\${numberOf(${L}, ${ctx.pound})}`;
    }
    case TYPE.select: {
      const v = ident(el.value);
      const keys = Object.keys(el.options).filter((k) => k !== 'other');
      const branches = keys.map(
        (k) => `${v} === ${JSON.stringify(k)} ? ${template(el.options[k]?.value ?? [], ctx)} : `,
      );
      return `\${${branches.join('')}${template(otherOf(el.options), ctx)}}`;
    }
    case TYPE.plural: {
      const v = ident(el.value);
      const n = el.offset ? `(${v} - ${el.offset})` : v;
      const inner: Context = { ...ctx, pound: n };
      const exact = Object.keys(el.options).filter((k) => k.startsWith('='));
      const categories = Object.keys(el.options).filter((k) => !k.startsWith('=') && k !== 'other');
      const exactBranches = exact.map(
        (k) => `${v} === ${Number(k.slice(1))} ? ${template(el.options[k]?.value ?? [], inner)} : `,
      );
      let byCategory = template(otherOf(el.options), inner);
      if (categories.length > 0) {
        ctx.used.add('pluralOf');
        const ordinal = el.pluralType === 'ordinal' ? ', true' : '';
        const branches = categories.map(
          (k) => `c === ${JSON.stringify(k)} ? ${template(el.options[k]?.value ?? [], inner)} : `,
        );
        byCategory =
          categories.length === 1
            ? `pluralOf(${L}, ${n}${ordinal}) === ${JSON.stringify(categories[0])} ? ${template(el.options[categories[0] as string]?.value ?? [], inner)} : ${byCategory}`
            : `((c: string) => ${branches.join('')}${byCategory})(pluralOf(${L}, ${n}${ordinal}))`;
      }
      return `\${${exactBranches.join('')}${byCategory}}`;
    }
    default:
      // A tag is a rich message's part (richParts), never inside a plural's or select's text.
      throw new Error(`ICU element ${el.type} is not compiled here`);
  }
}

/**
 * A message with tags: its parts, an array of texts and what each tag's function made of its
 * chunks, as FormatJS's `format` gives them (the web renders them as children, lib/rich.ts).
 */
function richParts(elements: MessageFormatElement[], ctx: Context): string {
  const parts: string[] = [];
  let run: MessageFormatElement[] = [];
  const flush = () => {
    if (run.length > 0) parts.push(template(run, ctx));
    run = [];
  };
  for (const el of elements) {
    if (el.type !== TYPE.tag) {
      run.push(el);
      continue;
    }
    flush();
    parts.push(`${ident(el.value)}(${richParts(el.children, ctx)})`);
  }
  flush();
  return `[${parts.join(', ')}]`;
}

const hasTag = (elements: MessageFormatElement[]) => elements.some((el) => el.type === TYPE.tag);

/** One compiled module's source: `export const en = { key: (a) => \`…\` }`. */
export function compileModule(name: string, lang: Language): string {
  const field = lang === 'en' ? 'en' : 'fr';
  const catalogue = CATALOGUES[name as keyof typeof CATALOGUES];
  const used = new Set<string>();
  const lines: string[] = [];
  for (const [key, entry] of Object.entries(catalogue)) {
    const elements = parseMessage(entry[field]);
    const args = [...argumentsOf(elements)];
    const params =
      args.length === 0
        ? ''
        : `a: { ${args.map(([arg, kind]) => `${JSON.stringify(arg)}: ${TS_TYPE[kind]}`).join('; ')} }`;
    const rich = hasTag(elements);
    if (rich) used.add('Tag');
    const body = rich ? richParts(elements, { lang, used }) : template(elements, { lang, used });
    lines.push(
      `  ${JSON.stringify(key)}: (${params}): ${rich ? 'unknown[]' : 'string'} => ${body},`,
    );
  }
  const intl = [...used].filter((name) => name !== 'Tag').sort();
  const imports =
    (used.has('Tag') ? "import type { Tag } from '../../../i18n/runtime.js';\n" : '') +
    (intl.length > 0 ? `import { ${intl.join(', ')} } from '../../../i18n/intl.js';\n` : '') +
    (used.size > 0 ? '\n' : '');
  const constName = lang === 'en' ? 'en' : 'fr';
  const shape =
    lang === 'en'
      ? ''
      : ` satisfies Record<keyof typeof import('../en/${name}.gen.js').en, unknown>`;
  return `// Compiled from src/messages/catalogue/${name}.ts by scripts/compile-messages.ts: do not edit.\n${imports}export const ${constName} = {\n${lines.join('\n')}\n}${shape};\n`;
}

/**
 * A language's every module: French's is the chunk loaded only when French is chosen; nothing
 * in the product imports English's (each message module imports its own), the tests do.
 */
function compileIndex(lang: Language): string {
  const names = Object.keys(CATALOGUES);
  const constName = lang === 'en' ? 'en' : 'fr';
  const imports = names
    .map((n) => `import { ${constName} as ${n} } from './${n}.gen.js';`)
    .join('\n');
  return `// Compiled by scripts/compile-messages.ts: do not edit.\n${imports}\n\nexport const modules = { ${names.join(', ')} };\n`;
}

/** Every compiled file, by its path under src/messages/compiled. */
export function compileAll(): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of Object.keys(CATALOGUES)) {
    for (const { lang } of LANGUAGES)
      files.set(`${lang}/${name}.gen.ts`, compileModule(name, lang));
  }
  for (const { lang } of LANGUAGES) files.set(`${lang}/index.gen.ts`, compileIndex(lang));
  return files;
}

export const COMPILED_DIR = path.resolve(import.meta.dirname, '../src/messages/compiled');

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const { mkdirSync } = await import('node:fs');
  for (const [file, source] of compileAll()) {
    const target = path.join(COMPILED_DIR, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, source);
  }
  console.log(`compiled ${Object.keys(CATALOGUES).length} catalogues into ${COMPILED_DIR}`);
}
