import { expect, type Page } from '@playwright/test';
import { modules as english } from '../../packages/domain/src/messages/compiled/en/index.gen';
import { modules as french } from '../../packages/domain/src/messages/compiled/fr-CA/index.gen';

// The catalogue's fixed texts (those without arguments) in both languages, for browser tests
// that read Forewarn in French (issue 49): `fr('Submit Case')` is what a French reader sees
// where the spec says "Submit Case", so a journey is written with the spec's words; and
// `expectNoEnglish` finds a catalogue text left in English on a French page.

type Module = Record<string, (args?: unknown) => string>;

/** English text → the French texts of the catalogue entries that say it. */
const toFrench = new Map<string, Set<string>>();
for (const [name, module] of Object.entries(english as unknown as Record<string, Module>)) {
  const other = (french as unknown as Record<string, Module>)[name] ?? {};
  for (const [key, message] of Object.entries(module)) {
    const translated = other[key];
    if (message.length > 0 || !translated) continue;
    const text = message();
    const set = toFrench.get(text) ?? new Set<string>();
    set.add(translated());
    toFrench.set(text, set);
  }
}

/** A catalogue text in French by its module and id, with its arguments (a mail's subject). */
export function frenchText(module: string, key: string, args?: Record<string, unknown>): string {
  const message = (french as unknown as Record<string, Module>)[module]?.[key];
  if (!message) throw new Error(`no French text ${module}.${key}`);
  return message(args);
}

/** The French of the catalogue's fixed text `english`; throws if none or several differ. */
export function fr(text: string): string {
  const found = [...(toFrench.get(text) ?? [])];
  if (found.length !== 1) {
    throw new Error(
      found.length === 0
        ? `"${text}" is not a fixed text of the catalogue`
        : `"${text}" has ${found.length} French texts: ${found.join(' | ')}`,
    );
  }
  return found[0] as string;
}

/** The catalogue's fixed English texts whose French differs (so a French page must not show them). */
const ENGLISH_ONLY = new Set(
  [...toFrench].filter(([text, set]) => !set.has(text) && /[a-z]{3}/i.test(text)).map(([t]) => t),
);

/**
 * Fails when the page shows, as a line of its own, a catalogue text in English: a screen, a
 * refusal or a server message that was not translated. Names, numbers and what members wrote
 * are not the catalogue's, so they never match.
 */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const lines = (await page.locator('body').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const labels = await page
    .locator('[aria-label], [placeholder], [title], img[alt]')
    .evaluateAll((nodes) =>
      nodes.flatMap((node) =>
        ['aria-label', 'placeholder', 'title', 'alt']
          .map((name) => node.getAttribute(name)?.trim() ?? '')
          .filter(Boolean),
      ),
    );
  const english = [...lines, ...labels].filter((line) => ENGLISH_ONLY.has(line));
  expect(english, `English on ${where}`).toEqual([]);
}
