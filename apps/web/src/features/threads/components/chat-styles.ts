// The chat's secondary button, shared by its header, its message list and its error state.
export const buttonClass =
  'rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';
