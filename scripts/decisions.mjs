// The decision records in docs/decisions/: read, checked and indexed in one place, so the
// index (`npm run docs:index`) and its test (scripts/docs.test.mjs) cannot disagree.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DECISIONS_DIR = path.resolve(import.meta.dirname, '../docs/decisions');
export const INDEX_FILE = path.join(DECISIONS_DIR, 'README.md');

/**
 * Numbers given up when records were renumbered: never used again, so an old reference to one
 * cannot be read as a newer record (docs/decisions/0001).
 */
export const RETIRED_NUMBERS = ['0029', '0031', '0032', '0040', '0041', '0046'];

/** What a record's status line may say first; "superseded in part" leaves the rest standing. */
const STATES = ['accepted', 'amended by', 'superseded in part by', 'superseded by'];

/**
 * @typedef {{ number: string, file: string, title: string, status: string | undefined,
 *   state: string | undefined, references: string[],
 *   changedBy: { state: string, numbers: string[] }[], changes: string[] }} DecisionRecord
 */

/** A status or header with its links as ⟨NNNN⟩ and its remarks in brackets left out. */
function plain(text) {
  let out = text.replace(/\[(\d{4})\]\([^)]*\)/g, '⟨$1⟩');
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/\([^()]*\)/g, '');
  }
  return out;
}

/** "⟨0094⟩ and ⟨0097⟩, ⟨0101⟩ and by ⟨0106⟩": a list of records, as one match's group 2. */
const LIST = String.raw`((?:⟨\d{4}⟩(?:\s*,\s*(?:and\s+)?(?:by\s+)?|\s+and\s+(?:by\s+)?)?)+)`;
const numbersIn = (list) => [...list.matchAll(/⟨(\d{4})⟩/g)].map((m) => m[1] ?? '');

/**
 * Every clause of a status line that names later records: "superseded in part by [0131](…)
 * (…); accepted otherwise, amended by [0094](…) (…) and [0097](…)" gives both, each with its
 * records; the record's own "Amends …" after them is not one.
 */
export function changedByOf(statusText) {
  const clause = new RegExp(
    String.raw`(superseded in part by|superseded by|amended by)\s+${LIST}`,
    'gi',
  );
  return [...plain(statusText).matchAll(clause)].map((m) => ({
    state: (m[1] ?? '').toLowerCase(),
    numbers: numbersIn(m[2] ?? ''),
  }));
}

/**
 * The records a header says this one amends or supersedes: "Amends [0136](…) (…) and
 * [0121](…)", or "Amends how the bench takes the rows of [0073](…)"; a record named after the
 * list ("beside [0056]", "under [0073]'s rule") is not one.
 */
export function changesOf(header) {
  const clause = new RegExp(String.raw`\b(?:Amends|Supersedes)\b[^⟨.;]*?${LIST}`, 'g');
  const numbers = [...plain(header.replace(/\s+/g, ' ')).matchAll(clause)].flatMap((m) =>
    numbersIn(m[1] ?? ''),
  );
  return [...new Set(numbers)];
}

/** @returns {DecisionRecord[]} every record, by number */
export function readDecisions(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const heading = text.match(/^# (.+)$/m)?.[1] ?? '';
      // "# 57. Title", "# 0052. Title" and "# 0050: Title" all name the record's number first.
      const title = heading.replace(/^\d+[.:]\s*/, '').trim();
      // The status is in the header: the lines before the first section.
      const header = text.split(/^## /m)[0] ?? '';
      const statusText = header
        .match(/Status:\s*([\s\S]*?)(?:\n\n|$)/)?.[1]
        ?.replace(/\s+/g, ' ')
        .trim();
      const state = statusText
        ? STATES.filter((s) => statusText.toLowerCase().startsWith(s)).sort(
            (a, b) => b.length - a.length,
          )[0]
        : undefined;
      const changedBy = statusText ? changedByOf(statusText) : [];
      // Every record the status names as changing this one, whatever its clause.
      const references = [...new Set(changedBy.flatMap((clause) => clause.numbers))];
      return {
        number: file.slice(0, 4),
        file,
        title,
        status: statusText,
        state,
        references,
        changedBy,
        changes: changesOf(header),
      };
    });
}

/** Problems that make the index wrong or a record unreadable; empty when all is well. */
export function checkDecisions(dir = DECISIONS_DIR, records = readDecisions(dir)) {
  const problems = [];
  const byNumber = new Map();
  for (const record of records) {
    const other = byNumber.get(record.number);
    if (other)
      problems.push(`${record.file}: number ${record.number} is used by ${other.file} too`);
    byNumber.set(record.number, record);
    if (RETIRED_NUMBERS.includes(record.number))
      problems.push(`${record.file}: ${record.number} was retired; take the next free number`);
    if (!record.title) problems.push(`${record.file}: no "# NNNN. Title" heading`);
    if (!record.state) {
      problems.push(
        `${record.file}: no status line ("Status: accepted", "Status: amended by [NNNN](…)", "Status: superseded by [NNNN](…)" or "Status: superseded in part by [NNNN](…)")`,
      );
      continue;
    }
    if (record.state !== 'accepted' && record.references.length === 0)
      problems.push(`${record.file}: "${record.state}" names no record as [NNNN](file)`);
  }
  for (const record of records) {
    for (const number of record.references) {
      const later = byNumber.get(number);
      if (!later) {
        problems.push(`${record.file}: its status names ${number}, which does not exist`);
        continue;
      }
      // A back-link: the later record says which one it changes.
      const text = readFileSync(path.join(dir, later.file), 'utf8');
      if (
        !new RegExp(
          `(?<!\\d)${record.number}(?!\\d)|decision ${Number(record.number)}(?!\\d)`,
        ).test(text)
      )
        problems.push(`${later.file} changes ${record.file} but never names it`);
    }
  }
  // And the other way: a record that says it amends or supersedes an earlier one is named in
  // that one's status, so a reader of the earlier record knows to read on.
  for (const record of records) {
    for (const number of record.changes) {
      const earlier = byNumber.get(number);
      if (!earlier || earlier.number >= record.number) continue;
      if (!earlier.references.includes(record.number))
        problems.push(
          `${earlier.file}: its status does not name ${record.number}, which amends or supersedes it ("amended by [${record.number}](${record.file})")`,
        );
    }
  }
  return problems;
}

function cell(text) {
  return text.replace(/\|/g, '\\|');
}

/** The clauses of one state as one ("amended by 0073 …; also amended by 0113" → one list). */
function mergedByState(clauses) {
  const merged = new Map();
  for (const { state, numbers } of clauses)
    merged.set(state, [...new Set([...(merged.get(state) ?? []), ...numbers])]);
  return [...merged].map(([state, numbers]) => ({ state, numbers }));
}

/** The index's whole text, made from the records alone. */
export function renderIndex(records = readDecisions()) {
  const lines = [
    '# Decision records',
    '',
    '<!-- Made by `npm run docs:index` from the records themselves; do not edit by hand. -->',
    '',
    'One record per decision, numbered in the order taken. A record is **current** when it is',
    '*accepted* or *amended by* a later one (read both); *superseded* means read the later one',
    'instead, *superseded in part* says which part in its status line. A new record takes the',
    `next free number; numbers are never reused (retired: ${RETIRED_NUMBERS.join(', ')}).`,
    '',
    '| # | Decision | Status |',
    '|---|---|---|',
  ];
  for (const r of records) {
    const link = (n) => `[${n}](${records.find((x) => x.number === n)?.file ?? ''})`;
    // Every clause that names a later record, in the status line's order.
    const status = r.state
      ? r.changedBy.length === 0
        ? r.state
        : mergedByState(r.changedBy)
            .map((c) => `${c.state} ${c.numbers.map(link).join(', ')}`)
            .join('; ')
      : '**no status**';
    const current = r.state === 'superseded by' ? '' : ' ✓';
    lines.push(`| ${r.number} | [${cell(r.title)}](${r.file}) | ${status}${current} |`);
  }
  lines.push('', '✓: current (accepted, amended, or superseded only in part).', '');
  return lines.join('\n');
}
