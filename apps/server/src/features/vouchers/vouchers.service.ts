import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findGiftCard, type GiftCardRow } from './vouchers.repository';

/**
 * "No funds left" is one answer whatever the moment it is noticed (the balance read here, or the debit refused
 * at submission because another order took all the funds first): 409, the same message. A debit refused while the
 * card still holds something is a 428 instead (reserve.ts): the diner is shown what the card pays now.
 */
export const giftCardNoFunds = () => new AppError(409, 'error.giftCardNoFunds');

/** A usable gift card of this restaurant: unknown numbers and another restaurant's cards are both "not valid". */
export async function usableGiftCard(
  db: Executor,
  restaurantId: number,
  number: string,
): Promise<GiftCardRow> {
  return usableGiftCardOf(await findGiftCard(db, restaurantId, number));
}

/** The same checks on a card already read (a checkout reads it with the diner's other holdings, in one statement). */
export function usableGiftCardOf(card: GiftCardRow | null | undefined): GiftCardRow {
  if (!card) throw new AppError(404, 'error.giftCardInvalid');
  if (card.balanceCents <= 0) throw giftCardNoFunds();
  return card;
}
