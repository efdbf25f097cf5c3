// Building a message module's exported object from its compiled English (issue 49): each text
// without arguments becomes a getter, read when shown, so it follows the current language; and
// objects are joined by their property descriptors, because a spread (`...OTHER`) would call
// the getters once, at module load, and keep that moment's language for good.

import type { CompiledModule } from './runtime.js';

type Lookup = (key: string) => string;

/** The keys of a compiled module whose texts take no argument. */
export type ConstantKey<T extends CompiledModule> = {
  [K in keyof T & string]: Parameters<T[K]> extends [] ? K : never;
}[keyof T & string];

/**
 * Every text of `en` that takes no argument, as a getter on one object: `TEXTS.titleRequired`
 * reads `t('titleRequired')` each time, in the language of that moment.
 */
export function constantTexts<T extends CompiledModule>(
  t: (key: ConstantKey<T>) => string,
  en: T,
): { readonly [K in ConstantKey<T>]: string } {
  const texts = {};
  for (const key of Object.keys(en)) {
    if (en[key]?.length !== 0) continue;
    Object.defineProperty(texts, key, {
      get: () => (t as Lookup)(key),
      enumerable: true,
    });
  }
  return texts as { readonly [K in ConstantKey<T>]: string };
}

type Merged<T extends object[]> = T extends [infer H, ...infer R extends object[]]
  ? H & Merged<R>
  : unknown;

/** The objects' properties on one, getters kept as getters (a later object's key wins). */
export function joinTexts<T extends object[]>(...parts: T): Merged<T> {
  const descriptors = parts.map((part) => Object.getOwnPropertyDescriptors(part));
  return Object.defineProperties({}, Object.assign({}, ...descriptors)) as Merged<T>;
}
