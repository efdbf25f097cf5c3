// Compiled from src/messages/catalogue/fieldLabels.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "title": (): string => `Title`,
  "name": (): string => `Name`,
  "address": (): string => `Address`,
  "instagramHandle": (): string => `Instagram handle`,
  "tiktokHandle": (): string => `TikTok handle`,
  "details": (): string => `Details`,
  "number": (): string => `Number`,
  "alternateNumber": (): string => `Alternate number`,
  "alternateNumberForm": (): string => `Alternate Number`,
  "email": (): string => `Email`,
  "businessIdentificationNumber": (): string => `Business Identification Number`,
  "postcode": (): string => `Postcode`,
  "offendersName": (): string => `Offender's Name`,
  "hintOptional": (): string => `optional`,
  "hintRecommended": (): string => `recommended`,
  "hintMoreThan": (a: { "n": number }): string => `more than ${`${a.n} characters`}`,
};
