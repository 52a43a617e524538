/**
 * A name an order kept in each language when it was placed (the item's and each choice's, as published then), told
 * in the reader's language: the order's own screen, the account's receipts and the confirmation e-mail all read it
 * so, whatever language the order was placed in.
 */
import type { Locale } from './translate';

export type StoredNames = { en?: string; fr?: string };

/** French when it was published in French, else the English one, else the name as the line kept it. */
export function storedNameIn(names: StoredNames | undefined, fallback: string, locale: Locale): string {
  return (locale === 'fr-CA' ? names?.fr : names?.en) || fallback;
}
