// Compiled from src/messages/catalogue/statementRules.ts by scripts/compile-messages.ts: do not edit.
import { pluralOf } from '../../../i18n/intl.js';

export const en = {
  "hide": (): string => `Forewarn’s rules for cases: a case must be true, about the conduct described, and lawful.`,
  "hold": (): string => `Forewarn’s crowd rule: while sign-ups run above normal, a new account’s first-day case waits for a moderator.`,
  "suspend": (): string => `Forewarn’s rules for members: no abuse, harassment or misuse of the registry.`,
  "refuseTrade": (): string => `Forewarn’s trade verification: a licence must be checked against its register.`,
  "notice": (a: { "law": string | number; "what": string | number }): string => `${a.law}; Forewarn’s terms: no case may carry content the law forbids (${a.what}).`,
  "lawUk": (): string => `Defamation (Operators of Websites) Regulations 2013`,
  "lawAu": (): string => `Defamation Amendment Act 2023 (NSW) and the other states’ Stage 2 reforms`,
  "lawEu": (): string => `Digital Services Act (Regulation (EU) 2022/2065), Art. 16 and 17`,
  "lawOther": (a: { "hours": number }): string => `Forewarn’s own rule: the strictest clock that applies (${pluralOf("en", a.hours) === "one" ? `${a.hours} hour` : `${a.hours} hours`})`,
};
