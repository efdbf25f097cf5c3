// Compiled from src/messages/catalogue/plural.ts by scripts/compile-messages.ts: do not edit.
import { pluralOf } from '../../../i18n/runtime.js';

export const en = {
  "second": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${a.n} second` : `${a.n} seconds`)(pluralOf("en", a.n))}`,
  "minute": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${a.n} minute` : `${a.n} minutes`)(pluralOf("en", a.n))}`,
  "hour": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${a.n} hour` : `${a.n} hours`)(pluralOf("en", a.n))}`,
  "day": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${a.n} day` : `${a.n} days`)(pluralOf("en", a.n))}`,
  "case": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${a.n} case` : `${a.n} cases`)(pluralOf("en", a.n))}`,
  "item": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${a.n} item` : `${a.n} items`)(pluralOf("en", a.n))}`,
  "message": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${a.n} message` : `${a.n} messages`)(pluralOf("en", a.n))}`,
  "newMessage": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${a.n} new message` : `${a.n} new messages`)(pluralOf("en", a.n))}`,
  "submission": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${a.n} submission` : `${a.n} submissions`)(pluralOf("en", a.n))}`,
};
