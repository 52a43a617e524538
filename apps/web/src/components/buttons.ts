/** The diner's screens' buttons and links (checkout, account, suites). */
export const primaryButton =
  'rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
export const secondaryButton =
  'rounded-full border border-line px-4 py-2 font-semibold hover:bg-canvas disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand';
export const linkClass =
  'font-semibold text-brand underline dark:text-ink focus-visible:outline-2 focus-visible:outline-brand';
