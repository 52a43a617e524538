/**
 * A tax bracket's name in the diner's language. The server labels brackets with the English acronyms (GST, PST,
 * HST, QST: pricing/taxes.ts), which stand for the tax's kind; French says TPS, TVP, TVH, TVQ. An unknown label is
 * shown as it came.
 */
export function taxName(
  t: (key: string, options: { defaultValue: string }) => string,
  label: string,
): string {
  return /^[A-Z]{2,4}$/.test(label) ? t(`costs.taxName.${label}`, { defaultValue: label }) : label;
}
