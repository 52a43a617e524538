/**
 * Account credits by staff: a manager grants or takes credits of a diner at their restaurant, always
 * with a reason, recorded in the ledger with who did it. Taking more than the balance, or granting past the most an
 * amount may be, is refused, never clamped.
 */
import type { StaffCreditsResponse } from '@ordering/domain/contracts/programs';
import { MAX_AMOUNT_CENTS, toCents, toDollars } from '@ordering/domain/money/money';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findUserByEmail } from '../accounts';
import { creditBalance, creditHistory, moveCredits } from './credits.repository';

async function diner(db: Executor, email: string) {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) throw new AppError(404, 'error.userNotFound');
  return user;
}

async function view(db: Executor, user: { id: number; email: string }, restaurantId: number) {
  const [balance, rows] = await Promise.all([
    creditBalance(db, user.id, restaurantId),
    creditHistory(db, user.id, restaurantId),
  ]);
  return {
    email: user.email,
    balance: toDollars(balance),
    entries: rows.map((r) => ({
      amount: toDollars(r.amountCents),
      balanceAfter: toDollars(r.balanceAfterCents),
      reason: r.reason,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    })),
  } satisfies StaffCreditsResponse;
}

export async function creditsOf(db: Executor, restaurantId: number, email: string) {
  return view(db, await diner(db, email), restaurantId);
}

export async function changeCredits(
  db: Database,
  input: { restaurantId: number; email: string; amount: number; reason: string; byUserId: number },
): Promise<StaffCreditsResponse> {
  const reason = input.reason.trim();
  if (!reason) throw new AppError(400, 'error.creditsReasonRequired');
  const user = await diner(db, input.email);
  const amountCents = toCents(input.amount);
  await db.transaction(async (tx) => {
    const after = await moveCredits(tx, {
      restaurantId: input.restaurantId,
      userId: user.id,
      amountCents,
      reason: amountCents > 0 ? 'grant' : 'take',
      note: reason,
      byUserId: input.byUserId,
      ceilingCents: MAX_AMOUNT_CENTS,
    });
    if (after === null) {
      const balance = await creditBalance(tx, user.id, input.restaurantId);
      if (balance + amountCents > MAX_AMOUNT_CENTS)
        throw new AppError(409, 'error.creditsWouldExceedMaximum', {
          balance: toDollars(balance).toFixed(2),
          maximum: toDollars(MAX_AMOUNT_CENTS).toFixed(2),
        });
      throw new AppError(409, 'error.creditsWouldGoNegative', { balance: toDollars(balance).toFixed(2) });
    }
  });
  return view(db, user, input.restaurantId);
}
