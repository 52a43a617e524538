import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findGiftCard, type GiftCardRow } from './vouchers.repository';

/** A usable gift card of this restaurant: unknown numbers and another restaurant's cards are both "not valid". */
export async function usableGiftCard(
  db: Executor,
  restaurantId: number,
  number: string,
): Promise<GiftCardRow> {
  const card = await findGiftCard(db, restaurantId, number);
  if (!card) throw new AppError(404, 404, 'error.giftCardInvalid');
  if (card.balanceCents <= 0) throw new AppError(400, 400, 'error.giftCardNoFunds');
  return card;
}
