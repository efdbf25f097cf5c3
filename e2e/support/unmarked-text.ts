import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { KNOWN_LITERALS } from '../../apps/web/src/app/known-literals';
import type { Db } from './fixtures';

// Issue 49's pseudo-locale crawl (docs/decisions/0100): in `en-XA` every catalogue text comes
// between ⟦ ⟧, so what a person reads on a page without the marks did not come from the
// catalogue. What is read: every rendered text node (screen-reader-only text too), the
// attributes a person reads or hears, the value of a button-like input, the page's title.
// People's data is not the product's text: the pieces the database holds as a value (names,
// titles, usernames, references), dates, numbers, masked values, emails and the brand.

/** A text a person reads that is not between ⟦ ⟧, and where it is. */
export type Unmarked = { text: string; where: string };

const ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'alt',
  'title',
];

/** Every text the page shows or reads out, less what is between ⟦ ⟧ (nested or split across nodes). */
export function unmarkedTexts(page: Page): Promise<Unmarked[]> {
  return page.evaluate((attributes) => {
    const SEP = '\uE000'; // a private-use character: no page text holds it
    const unmark = (texts: string[]) => {
      let joined = texts.join(SEP);
      // Innermost first: a catalogue text given another as its argument is marked twice. A
      // marked text split across elements keeps only its separators, so the pieces line up.
      for (let before = ''; before !== joined; ) {
        before = joined;
        joined = joined.replace(/⟦[^⟦⟧]*⟧/g, (m) => m.replace(/[^\uE000]/g, ''));
      }
      return joined.split(SEP).map((t) => t.replace(/\s+/g, ' ').trim());
    };
    const shown = (el: Element): boolean => {
      if (el.closest('dialog:not([open]), template, script, style, noscript')) return false;
      // A select's options are read when it opens; they are shown if the select is.
      const select = el.closest('select');
      if (select) return select.checkVisibility({ visibilityProperty: true });
      return el.checkVisibility({ visibilityProperty: true });
    };
    const where = (el: Element) => {
      const path: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && path.length < 3; ) {
        const cls = e.getAttribute('class')?.split(/\s+/)[0];
        path.unshift(`${e.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`);
        e = e.parentElement;
      }
      return path.join(' > ');
    };
    const owners: Element[] = [];
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !/\S/.test(node.nodeValue ?? '') || !shown(parent)) continue;
      owners.push(parent);
      texts.push(node.nodeValue ?? '');
    }
    const found: { text: string; where: string }[] = [];
    unmark(texts).forEach((text, i) => {
      const owner = owners[i];
      if (owner && /\p{L}/u.test(text)) found.push({ text, where: where(owner) });
    });
    const selector = [
      ...attributes.map((a) => `[${a}]`),
      'input[type=submit]',
      'input[type=button]',
    ];
    for (const el of document.body.querySelectorAll(selector.join(','))) {
      if (!shown(el)) continue;
      const read = attributes.filter((a) => el.hasAttribute(a));
      if (el instanceof HTMLInputElement && /submit|button/.test(el.type)) read.push('value');
      for (const name of read) {
        const [text = ''] = unmark([el.getAttribute(name) ?? '']);
        if (/\p{L}/u.test(text)) found.push({ text, where: `${where(el)} [${name}]` });
      }
    }
    const [title = ''] = unmark([document.title]);
    if (/\p{L}/u.test(title)) found.push({ text: title, where: 'title' });
    return found;
  }, ATTRIBUTES);
}

/** The known literals' texts (known-literals.ts, read when the crawl runs): "file: text". */
function knownFragments(): string[] {
  return KNOWN_LITERALS.map((entry) => entry.slice(entry.indexOf(': ') + 2).trim())
    .filter((text) => text.length > 0)
    .sort((a, b) => b.length - a.length);
}

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?';
const NOT_WORDS: RegExp[] = [
  // Dates and times as Intl writes them ("28 Nov 2026", "Nov 28, 2026", "11:05 pm"), zones.
  new RegExp(`\\b\\d{1,2} ${MONTH}(?: \\d{4})?`, 'g'),
  new RegExp(`\\b${MONTH} \\d{1,2}(?:, \\d{4})?`, 'g'),
  /\b\d{1,2}(?::\d{2}){1,2}(?:\s?[ap]\.?m\.?)?/gi,
  /\b(?:UTC|GMT)\b|\b[A-Z][a-z]+\/[A-Z][A-Za-z_]+\b/g,
  // A quarter's reference as the API gives it (2026Q1), the same in both languages.
  /\b\d{4}Q[1-4]\b/g,
  // Masked values (Jo******, 0412 345 6**) and email addresses.
  /\S*(?:\*{2,}|•{2,})\S*/g,
  /\S+@\S+\.\S+/g,
  /\bForewarn\b/g,
  // Names, the same in French: the platforms a case may give an account on, and the Australian
  // and New Zealand business numbers' own names (the lodgement form's labels of those fields).
  /\b(?:Instagram|TikTok|ABN|ACN|NZBN)\b/g,
];

/**
 * The pieces of a text that may be the product's own words: the brand, dates, masked values,
 * emails and the known literals taken out, then cut at punctuation that joins values.
 */
function pieces(text: string, known: string[], given: string[]): string[] {
  let rest = text;
  for (const value of given) rest = rest.split(value).join(' ');
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, ' ');
  for (const fragment of known) {
    rest = rest.replace(new RegExp(`(?<!\\p{L})${asPattern(fragment)}(?!\\p{L})`, 'gu'), ' ');
  }
  return rest
    .split(/[·|•,;:()[\]“”"«»#]+|\s[–—-]\s/)
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter((piece) => /\p{L}/u.test(piece));
}

/** The tables that hold what people wrote or were given (names, titles, references). */
const PEOPLES_DATA = [
  'users',
  'cases',
  'comments',
  'messages',
  'user_reports',
  'case_reports',
  'notices',
  'statements',
  'appeals',
  'disputes',
  'trade_applications',
  'audit_log',
  'api_tokens',
  'watches',
  'webhook_endpoints',
];

/**
 * Which of `texts` the database holds as a value: whole, or an excerpt ending in … as its start,
 * or a name as the case page masks it (its first word and the next one's initial, 'Jordan E').
 */
async function storedValues(db: Db, texts: string[]): Promise<Set<string>> {
  if (texts.length === 0) return new Set();
  const rows = sql.join(
    PEOPLES_DATA.map((table) => sql.raw(`select to_jsonb(t) as j from ${table} t`)),
    sql.raw(' union all '),
  );
  const result = await db.execute<{ f: string }>(sql`
    select f from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) as f
    where exists (
      select 1 from (${rows}) as r, jsonb_each_text(r.j) as kv
      where kv.value = f
         or (right(f, 1) = '…' and starts_with(kv.value, rtrim(left(f, -1))))
         or (f ~ '^[^ ]+ [^ ]$' and starts_with(kv.value, f))
    )`);
  return new Set(result.rows.map((row) => row.f));
}

/**
 * The crawl's findings: each unmarked text whose pieces are neither data the database holds,
 * nor texts the route was given, nor a known literal (read now, so the crawl tightens as the
 * list shrinks), as "route: where: text".
 */
export async function notFromCatalogue(
  db: Db,
  found: { route: string; texts: Unmarked[] }[],
  given: string[],
): Promise<string[]> {
  const known = knownFragments();
  const candidates = found.flatMap(({ route, texts }) =>
    texts.map((t) => ({ route, ...t, pieces: pieces(t.text, known, given) })),
  );
  const stored = await storedValues(db, [
    ...new Set(candidates.flatMap((c) => (c.pieces.length > 0 ? [c.text, ...c.pieces] : []))),
  ]);
  const out = new Set<string>();
  for (const c of candidates) {
    if (stored.has(c.text)) continue;
    const words = c.pieces.filter((piece) => !stored.has(piece));
    if (words.length > 0) out.add(`${c.route}: ${c.where}: "${c.text}" (${words.join(' | ')})`);
  }
  return [...out];
}
