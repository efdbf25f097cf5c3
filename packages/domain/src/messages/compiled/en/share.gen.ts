// Compiled from src/messages/catalogue/share.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "heading": (): string => `Search what you shared`,
  "chooseOne": (): string => `What you shared holds more than one. Which one do you want to search?`,
  "searchFor": (a: { "kind": string | number; "value": string | number }): string => `Search ${a.kind} ${a.value}`,
  "noneFound": (): string => `We found no phone number, email or business number in what you shared.`,
  "typeItInstead": (): string => `Type it into the search instead.`,
  "opening": (a: { "value": string | number }): string => `Opening the search for ${a.value}…`,
};
