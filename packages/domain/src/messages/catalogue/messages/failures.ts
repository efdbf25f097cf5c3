// The shape of the spec's "Failed to …: {reason}" texts, written once for the catalogue's
// files that hold them (case-page.ts, pages.ts).

export const failed = (en: string, fr: string, what: string) => ({
  en: `${en}: {reason}`,
  fr: `${fr}\u00a0: {reason}`,
  description: `An error while ${what}; reason is the error’s own text.`,
});

export const failedWith = (en: string, fr: string, what: string) => ({
  en: `${en}: {message}`,
  fr: `${fr}\u00a0: {message}`,
  description: `An error while ${what}; message is the error’s own text.`,
});
