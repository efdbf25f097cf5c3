import { LIMITS } from '../limits.js';

// Masking of offender data (spec §6). Forewarn masks on the server (DESIGN.md §1), so these
// are what everyone but the case's creator receives.

const HIDDEN_TAIL = '*'.repeat(LIMITS.maskHiddenTailChars);

function chars(text: string): string[] {
  return [...text.trim()];
}

/** Cards: the first 2 characters of the name, then '******'. */
export function maskCardName(name: string): string {
  return `${chars(name).slice(0, LIMITS.maskCardNameVisibleChars).join('')}******`;
}

/**
 * Detail page: the first word plus the first letter of the second word ('Jane D'). A name of
 * one word would go out whole that way, so it gets the card's mask instead ('Ch******'):
 * nobody but the creator receives a full name (DESIGN.md §1; docs/decisions/0003).
 */
export function maskName(name: string): string {
  const [first = '', second] = name.trim().split(/\s+/u);
  const initial = second === undefined ? '' : chars(second)[0];
  if (initial) return `${first} ${initial}`;
  return first === '' ? '' : maskCardName(first);
}

/**
 * Detail page: the address with every digit removed (no house or unit number). The spaces and
 * separators the digits leave behind are tidied: '12/34 Smith St' is 'Smith St'.
 */
export function maskAddress(address: string): string {
  return address
    .replace(/\p{N}/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/ (?=[,;])/g, '')
    .replace(/^[\s\p{P}]+/u, '')
    .trim();
}

/** The last 2 characters replaced by '**'. */
function maskTail(value: string): string {
  const visible = chars(value).slice(0, -LIMITS.maskHiddenTailChars);
  return `${visible.join('')}${HIDDEN_TAIL}`;
}

/**
 * The last 2 digits (and anything written after them) replaced by '**'. Counting digits, not
 * characters, means a trailing letter or space cannot push the hidden digits into view.
 */
function maskDigitTail(value: string): string {
  const all = chars(value);
  let seen = 0;
  for (let i = all.length - 1; i >= 0; i--) {
    if (/\d/.test(all[i] ?? '') && ++seen === LIMITS.maskHiddenTailChars) {
      return `${all.slice(0, i).join('')}${HIDDEN_TAIL}`;
    }
  }
  return maskTail(value);
}

/** Detail page: a phone number with its last 2 digits replaced by '**'. */
export function maskPhone(phone: string): string {
  return maskDigitTail(phone);
}

/** Detail page: ABN, ACN, NZBN or business number with its last 2 digits masked. */
export function maskBusinessNumber(value: string): string {
  return maskDigitTail(value);
}

/**
 * Detail page: an Instagram or TikTok handle with its last 2 characters masked. The spec lists
 * no masking for handles; a handle names a person as surely as a phone number does, so it is
 * masked the same way (docs/decisions/0003-case-detail-masking.md).
 */
export function maskHandle(handle: string): string {
  return maskTail(handle);
}

/**
 * Detail page: the first 2 characters of the local part, then '***@****' ('da***@****'). The
 * spec keeps the whole local part; with it in view the domain came back on the first guess
 * (gmail.com), so Forewarn shows less (DESIGN.md §1; docs/decisions/0017). A short local part
 * keeps at least 2 of its characters hidden ('jo@x.io' is 'j***@****'), and a value with no '@'
 * has no local part to show, so all of it is hidden.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at === -1) return '****';
  const local = [...trimmed.slice(0, at)];
  const shown = Math.max(
    0,
    Math.min(LIMITS.maskEmailVisibleChars, local.length - LIMITS.maskHiddenTailChars),
  );
  return `${local.slice(0, shown).join('')}***@****`;
}
