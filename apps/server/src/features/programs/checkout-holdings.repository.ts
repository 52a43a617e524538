/**
 * What a diner holds that a checkout may spend or price with, read in one statement: the signed-in diner's public
 * id and stored subsidy code (accounts' users), their credit balance at the restaurant (this feature's ledger) and
 * the gift card the checkout names (vouchers' cards). Pricing needed three features' look-ups for them, one round
 * trip each; programs sits above accounts and vouchers (docs/decisions/035-server-feature-boundaries.md), so it
 * reads their tables here, as their own repositories do.
 */
import type { Executor } from '../../db/client';
import { run, type Statement } from '../../db/statement';
import { type GiftCardRow, hashGiftCardNumber } from '../vouchers';

export interface CheckoutHoldings {
  /** The signed-in diner; null for a guest or an account that no longer exists. */
  user: { publicId: string; subsidyCode: string | null } | null;
  /** The named gift card of this restaurant, whatever its balance; null when none is named or none matches. */
  giftCard: GiftCardRow | null;
  /** The diner's credit balance in cents at the restaurant when asked for (0 without any ledger row), else null. */
  creditBalance: number | null;
}

export interface CheckoutHoldingsQuery {
  restaurantId: number;
  userId: number | null;
  giftCardNumber: string | null;
  /** Whether the credit balance is read (the checkout spends credits). */
  credits: boolean;
}

interface Row {
  public_id: string | null;
  subsidy_code: string | null;
  credit_balance: number | null;
  card_id: number | null;
  card_last4: string | null;
  card_balance: number | null;
}

// One text whatever is asked for, so it is prepared once (db/statement.ts): what is not asked for is a null key
// that matches nothing. The credit balance is the ledger's last row, as creditBalance (credits.repository.ts) reads it.
const HOLDINGS = `select u.public_id, u.subsidy_code,
  case when $4::boolean then coalesce(
    (select l.balance_after_cents from credit_ledger l
      where l.user_id = $1 and l.restaurant_id = $2 order by l.id desc limit 1), 0) end as credit_balance,
  g.id as card_id, g.last4 as card_last4, g.balance_cents as card_balance
from (select 1) as one
left join users u on u.id = $1::integer
left join gift_cards g on g.restaurant_id = $2::integer and g.number_hash = $3::text`;

function holdingsStatement(q: CheckoutHoldingsQuery): Statement {
  const hash = q.giftCardNumber === null ? null : hashGiftCardNumber(q.giftCardNumber);
  return { text: HOLDINGS, values: [q.userId, q.restaurantId, hash, q.credits && q.userId !== null] };
}

/** Nothing is read for a guest naming no gift card. */
export async function checkoutHoldings(db: Executor, q: CheckoutHoldingsQuery): Promise<CheckoutHoldings> {
  if (q.userId === null && q.giftCardNumber === null)
    return { user: null, giftCard: null, creditBalance: null };
  const [row] = await run<Row>(db, holdingsStatement(q));
  return {
    user: row?.public_id == null ? null : { publicId: row.public_id, subsidyCode: row.subsidy_code },
    giftCard:
      row?.card_id == null
        ? null
        : { id: row.card_id, last4: row.card_last4 ?? '', balanceCents: row.card_balance ?? 0 },
    creditBalance: row?.credit_balance ?? null,
  };
}
