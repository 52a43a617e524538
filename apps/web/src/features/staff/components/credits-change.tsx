import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffCreditsResponse, staffCreditsRequest } from '@ordering/domain/contracts/programs';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../../lib/toast';
import { changeCreditsOf, type StaffRestaurant } from '../api';
import { inputClass, primaryButton } from './ui';

/** An amount as staff type it ("20", "-5.50", "20,00"): dollars, or null when it is not one. */
export function parseCreditAmount(text: string): number | null {
  const cleaned = text.trim().replace(/\s|\$/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return amount === 0 ? null : amount;
}

/** The change as typed, held to the server's rules for it (staffCreditsRequest, packages/domain contracts/programs.ts). */
const creditChange = z.object({
  amount: z.string().transform(parseCreditAmount).pipe(staffCreditsRequest.shape.amount),
  reason: staffCreditsRequest.shape.reason,
});
type Typed = z.input<typeof creditChange>;
type Checked = z.output<typeof creditChange>;

/** Credits granted (a positive amount) or taken back (a negative one), with the reason the ledger keeps. */
export function CreditsChange({
  restaurant,
  account,
  busy,
  setBusy,
  onChanged,
  onError,
  onFailed,
}: {
  restaurant: StaffRestaurant;
  account: StaffCreditsResponse;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onChanged: (account: StaffCreditsResponse) => void;
  /** What the screen says above the account (null: nothing). */
  onError: (error: string | null) => void;
  /** The server's refusal, said the same way. */
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Typed, unknown, Checked>({
    defaultValues: { amount: '', reason: '' },
    resolver: zodResolver(creditChange),
  });
  const change = form.handleSubmit(
    async ({ amount, reason }) => {
      onError(null);
      setBusy(true);
      try {
        onChanged(await changeCreditsOf(restaurant.id, account.email, amount, reason));
        form.reset();
        toast.success(t(amount > 0 ? 'staff.credits.granted' : 'staff.credits.taken'));
      } catch (e) {
        onFailed(e);
      } finally {
        setBusy(false);
      }
    },
    () => onError(t('staff.credits.invalid')),
  );
  return (
    <form onSubmit={change} className="flex flex-wrap items-end gap-3">
      <label className="w-40 text-sm">
        <span className="block font-semibold">{t('staff.credits.amount')}</span>
        <input
          inputMode="decimal"
          aria-describedby="credits-amount-hint"
          {...form.register('amount')}
          className={inputClass}
        />
      </label>
      <label className="min-w-56 flex-1 text-sm">
        <span className="block font-semibold">{t('staff.credits.reason')}</span>
        <input maxLength={500} {...form.register('reason')} className={inputClass} />
      </label>
      <button type="submit" disabled={busy} className={primaryButton}>
        {t('staff.credits.apply')}
      </button>
      <p id="credits-amount-hint" className="w-full text-sm text-muted">
        {t('staff.credits.amountHint')}
      </p>
    </form>
  );
}
