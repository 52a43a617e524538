export const card = 'rounded-2xl border border-line bg-surface p-4';
export const button =
  'inline-block rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand';
export const ghost =
  'inline-block rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-canvas disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand';
export const input =
  'mt-1 w-full rounded-xl border border-line bg-canvas px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand';
