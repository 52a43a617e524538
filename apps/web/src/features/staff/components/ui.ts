/** The console's shared looks: large targets for a kitchen tablet, a visible focus ring for keyboards. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
export const primaryButton = `rounded-lg bg-brand px-4 py-2.5 font-semibold text-brand-contrast disabled:opacity-50 ${focusRing}`;
export const secondaryButton = `rounded-lg border border-line bg-surface px-4 py-2.5 font-semibold disabled:opacity-50 ${focusRing}`;
export const dangerButton = `rounded-lg border border-red-700 bg-surface px-4 py-2.5 font-semibold text-red-800 disabled:opacity-50 ${focusRing}`;
export const inputClass = `w-full rounded-lg border border-line bg-surface px-3 py-2 ${focusRing}`;
export const panel = 'rounded-xl border border-line bg-surface p-4';
