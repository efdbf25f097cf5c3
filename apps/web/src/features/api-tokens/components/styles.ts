// The API token screens' buttons (My Account's "Advanced: for developers" section).

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-medium shadow-sm disabled:cursor-not-allowed disabled:opacity-60';
export const primary = `${button} bg-brand text-white hover:bg-brand-dark`;
export const secondary = `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
