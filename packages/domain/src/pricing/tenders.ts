/** Tenders: gift card up to its balance, then credits up to theirs, then the rest. */
import type { Cents } from '../money/money';
import type { Costs, CreditsChoice, VoucherChoice } from './types';

export interface Tenders {
  voucher: Costs['voucher'];
  credits: Costs['credits'];
  amountToCharge: Cents;
}

export function applyTenders(
  totalWithTip: Cents,
  voucher: VoucherChoice | null | undefined,
  credits: CreditsChoice | null | undefined,
): Tenders {
  const voucherBalance = Math.max(0, voucher?.balance ?? 0);
  const voucherAmount = voucher ? Math.min(voucherBalance, totalWithTip) : 0;
  const afterVoucher = totalWithTip - voucherAmount;
  const creditBalance = Math.max(0, credits?.balance ?? 0);
  const creditAmount = credits ? Math.min(creditBalance, afterVoucher) : 0;
  return {
    voucher: { code: voucher?.code ?? null, balance: voucherBalance, amount: voucherAmount },
    credits: { id: credits?.id ?? null, balance: creditBalance, amount: creditAmount },
    amountToCharge: afterVoucher - creditAmount,
  };
}
