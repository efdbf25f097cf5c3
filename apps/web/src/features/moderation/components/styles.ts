// Button looks of the moderation screens.
export const primary =
  'rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60';
export const secondary =
  'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60';
export const danger =
  'rounded border border-red-800 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60';
export const input = 'rounded border border-slate-300 bg-white px-2 py-1.5 text-sm';
