import type { Language } from './locale.js';
import { hasTranslations, registerTranslations } from './runtime.js';

/**
 * Loads a language's texts once: French is a chunk of its own, fetched only when French is
 * chosen (the first visit in English carries none of it). English is always there.
 */
export async function loadTranslations(locale: Language): Promise<void> {
  if (hasTranslations(locale)) return;
  const { modules } = await import('../messages/compiled/fr-CA/index.gen.js');
  registerTranslations('fr-CA', modules);
}
