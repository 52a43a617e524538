/**
 * Saved cards: at login the default card is chosen, or the second card when the default
 * has an empty id (a card the processor never confirmed); no saved card means no card is chosen.
 */
export interface SavedCardRef {
  paymentCardId: string | null;
  isDefault: boolean;
}

export function cardForCheckout<C extends SavedCardRef>(cards: readonly C[]): C | null {
  if (cards.length === 0) return null;
  const chosen = cards.find((c) => c.isDefault) ?? cards[0];
  if (chosen && !chosen.paymentCardId?.trim()) return cards[1] ?? null;
  return chosen ?? null;
}
