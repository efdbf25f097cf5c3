// Compiled from src/messages/catalogue/plural.ts by scripts/compile-messages.ts: do not edit.
import { pluralOf } from '../../../i18n/intl.js';

export const en = {
  "second": (a: { "n": number }): string => (pluralOf("en", a.n) === "one" ? `${a.n} second` : `${a.n} seconds`),
  "minute": (a: { "n": number }): string => (pluralOf("en", a.n) === "one" ? `${a.n} minute` : `${a.n} minutes`),
  "hour": (a: { "n": number }): string => (pluralOf("en", a.n) === "one" ? `${a.n} hour` : `${a.n} hours`),
  "day": (a: { "n": number }): string => (pluralOf("en", a.n) === "one" ? `${a.n} day` : `${a.n} days`),
  "case": (a: { "n": number }): string => (pluralOf("en", a.n) === "one" ? `${a.n} case` : `${a.n} cases`),
  "item": (a: { "n": number }): string => (pluralOf("en", a.n) === "one" ? `${a.n} item` : `${a.n} items`),
  "message": (a: { "n": number }): string => (pluralOf("en", a.n) === "one" ? `${a.n} message` : `${a.n} messages`),
  "newMessage": (a: { "n": number }): string => (pluralOf("en", a.n) === "one" ? `${a.n} new message` : `${a.n} new messages`),
  "submission": (a: { "n": number }): string => (pluralOf("en", a.n) === "one" ? `${a.n} submission` : `${a.n} submissions`),
};
