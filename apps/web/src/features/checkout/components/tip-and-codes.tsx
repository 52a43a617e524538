import { toCents, toDollars } from '@ordering/domain/money/money';
import { tipAboveSubtotal, typedTip } from '@ordering/domain/pricing/tip';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicePills, FieldError, Section, TextField } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { type CostsChoice, getDiscountInfo, getGiftCard } from '../../../lib/cart/api';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { GiftCardMarker } from '../checkout-storage';
import { QrScanButton } from './qr-scanner-dialog';

type Tip = NonNullable<CostsChoice['tip']>;

export const percentTip = (value: number): Tip => ({ type: 'percentage', percentageValue: value, amount: 0 });

/**
 * A custom tip above 100 % of the subtotal is asked again before the order is placed: a slip of the keyboard
 * ($1,000 for $10.00) is caught by the diner, not charged. Tip and subtotal come in dollars from the costs.
 */
export function tipNeedsConfirmation(tip: Tip | null | undefined, subtotal: number | undefined): boolean {
  return (
    subtotal !== undefined &&
    tipAboveSubtotal(tip ? { ...tip, amount: toCents(tip.amount) } : tip, toCents(subtotal))
  );
}

/** A typed custom tip in dollars, as the costs take it: the domain's reading (`typedTip`, pricing/tip.ts). */
export function customTipAmount(text: string): number | null | 'invalid' {
  const cents = typedTip(text);
  return typeof cents === 'number' ? toDollars(cents) : cents;
}

/** The tip: the restaurant's default percentages (one preselected), no tip, or a custom dollar amount. */
export function TipPicker({
  defaults,
  tip,
  onChange,
  locale,
  subtotal,
  confirmed = false,
  onConfirm,
  confirmError,
}: {
  defaults: number[];
  tip: Tip | null;
  onChange: (tip: Tip | null) => void;
  locale: Locale;
  /** The order's subtotal (dollars) as priced: a custom tip above it is confirmed with the checkbox. */
  subtotal?: number;
  confirmed?: boolean;
  onConfirm?: (confirmed: boolean) => void;
  confirmError?: string;
}) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(tip?.type === 'dollar' ? String(tip.amount) : '');
  const [error, setError] = useState<string | undefined>();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const value = tip === null ? 'none' : tip.type === 'dollar' ? 'custom' : String(tip.percentageValue);
  const applyCustom = (text: string) => {
    setCustom(text);
    const amount = customTipAmount(text);
    if (amount === null) return;
    if (amount === 'invalid') {
      setError(t('checkout.tipCustomInvalid'));
      return;
    }
    setError(undefined);
    onChange({ type: 'dollar', percentageValue: 0, amount });
  };
  return (
    <Section title={t('checkout.tip')} id="tip">
      <ChoicePills
        name="tip"
        label={t('checkout.tip')}
        value={value}
        options={[
          ...defaults.map((p) => ({ value: String(p), label: percent.format(p / 100) })),
          { value: 'custom', label: t('checkout.tipCustom') },
          { value: 'none', label: t('checkout.tipNone') },
        ]}
        onChange={(choice) => {
          if (choice === 'none') onChange(null);
          else if (choice === 'custom') {
            const amount = customTipAmount(custom);
            onChange({ type: 'dollar', percentageValue: 0, amount: typeof amount === 'number' ? amount : 0 });
          } else onChange(percentTip(Number(choice)));
        }}
      />
      {value === 'custom' ? (
        <TextField
          id="tip-custom"
          label={t('checkout.tipCustomAmount')}
          inputMode="decimal"
          value={custom}
          maxLength={8}
          onChange={applyCustom}
          error={error}
        />
      ) : null}
      {tip?.type === 'dollar' && tip.amount > 0 ? (
        <p className="text-sm text-muted">{money(toCents(tip.amount), locale)}</p>
      ) : null}
      {tip && tipNeedsConfirmation(tip, subtotal) && subtotal !== undefined ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <label className="flex items-start gap-2 text-sm">
            <input
              id="tip-confirm"
              type="checkbox"
              className="mt-0.5 size-5 accent-brand"
              checked={confirmed}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? 'tip-confirm-error' : undefined}
              onChange={(e) => onConfirm?.(e.target.checked)}
            />
            {t('checkout.tipConfirm', {
              tip: money(toCents(tip.amount), locale),
              percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
                subtotal > 0 ? tip.amount / subtotal : 1,
              ),
              subtotal: money(toCents(subtotal), locale),
            })}
          </label>
          <FieldError id="tip-confirm-error" error={confirmError} />
        </div>
      ) : null}
    </Section>
  );
}

const NO_FUNDS = 'The gift card does not have any funds left';

/** One code form (promo or gift card): apply checks the code with the server, remove clears it. */
function CodeForm({
  id,
  label,
  applied,
  appliedText,
  check,
  onApply,
  onRemove,
  invalidText,
  scanner = false,
  refusal = null,
  notice = null,
}: {
  id: string;
  label: string;
  applied: string | null;
  appliedText: string | null;
  check: (code: string) => Promise<string | null>;
  onApply: (code: string) => void;
  onRemove: () => void;
  invalidText: string;
  /** A gift card's QR code can be scanned instead of typed: the number read is applied at once. */
  scanner?: boolean;
  /** A code the pricing refused after it was applied (under its minimum...): shown here, with the code as typed. */
  refusal?: { code: string; message: string } | null;
  /** What the diner should know before typing a code (a gift card removed by a reload), said above the field. */
  notice?: string | null;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(refusal?.code ?? '');
  const [error, setError] = useState<string | undefined>(refusal?.message);
  const apply = useMutation({
    mutationFn: (value: string) => check(value),
    onSuccess: (problem, value) => {
      if (problem) {
        setError(problem);
        return;
      }
      setError(undefined);
      onApply(value);
      setCode('');
    },
    onError: (e) => setError(e instanceof ApiError && e.message ? e.message : invalidText),
  });
  if (applied) return <AppliedCode text={appliedText} label={label} onRemove={onRemove} />;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) apply.mutate(code.trim());
      }}
    >
      <CodeNotice id={id} notice={notice} />
      <div className="flex-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <input
          id={id}
          value={code}
          maxLength={100}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [notice ? `${id}-notice` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
          }
          onChange={(e) => {
            setCode(e.target.value);
            // An emptied field has nothing left to refuse: its message goes with the code.
            if (e.target.value.trim() === '') setError(undefined);
          }}
          className={`mt-1 w-full rounded-xl border bg-canvas px-3 py-2.5 focus-visible:outline-2 focus-visible:outline-brand ${error ? 'border-red-600' : 'border-line'}`}
        />
      </div>
      <button
        type="submit"
        disabled={apply.isPending || !code.trim()}
        className="rounded-xl border border-brand px-4 py-2.5 font-semibold text-brand disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand"
      >
        {t('checkout.apply')}
        <span className="sr-only"> {label}</span>
      </button>
      <CodeError id={id} error={error} />
      {scanner ? (
        <div className="basis-full">
          <QrScanButton
            reader="giftCard"
            onRead={(number) => {
              setCode(number);
              setError(undefined);
              apply.mutate(number);
            }}
          />
        </div>
      ) : null}
    </form>
  );
}

/** What to know before typing the code, above its field (which names it with aria-describedby). */
function CodeNotice({ id, notice }: { id: string; notice: string | null }) {
  if (!notice) return null;
  return (
    <p
      id={`${id}-notice`}
      role="status"
      className="basis-full rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      {notice}
    </p>
  );
}

/** The code's refusal: announced from a live region that is always there, and shown under the field. */
function CodeError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <>
      <div className="sr-only" aria-live="polite">
        {error}
      </div>
      {error ? (
        <div className="basis-full">
          <FieldError id={`${id}-error`} error={error} />
        </div>
      ) : null}
    </>
  );
}

/** A code applied: what it gives, and Remove. */
function AppliedCode({
  text,
  label,
  onRemove,
}: {
  text: string | null;
  label: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
      <span role="status">{text}</span>
      <button type="button" onClick={onRemove} className="font-semibold underline">
        {t('checkout.remove')}
        <span className="sr-only"> {label}</span>
      </button>
    </div>
  );
}

/** Promo code and gift card forms (the gift card only when the restaurant sells them). */
export function CodesSection({
  restaurantId,
  giftCards,
  giftCardScanner,
  choice,
  onChange,
  balance,
  locale,
  refusals = {},
  removedGiftCard = null,
}: {
  restaurantId: string | number;
  giftCards: boolean;
  /** The restaurant has not hidden the gift card scanner (voucher.hide_scanner). */
  giftCardScanner: boolean;
  choice: CostsChoice;
  onChange: (patch: Partial<CostsChoice>) => void;
  balance: number | null;
  locale: Locale;
  /** Codes the pricing refused once applied, each said by its own field. */
  refusals?: {
    discount?: { code: string; message: string } | null;
    voucher?: { code: string; message: string } | null;
  };
  /**
   * A gift card applied before the page reloaded, whose number was not kept (checkout-storage.ts): said removed, with
   * what it had taken off, so the higher total is not a surprise.
   */
  removedGiftCard?: GiftCardMarker | null;
}) {
  const { t } = useTranslation();
  const promo = choice.discount?.code ?? null;
  const card = choice.voucher?.code ?? null;
  return (
    <Section
      title={giftCards ? `${t('checkout.promo')} · ${t('checkout.giftCard')}` : t('checkout.promo')}
      id="codes"
    >
      <CodeForm
        id="promo-code"
        label={t('checkout.promo')}
        applied={promo}
        appliedText={promo ? t('checkout.promoApplied', { code: promo }) : null}
        invalidText={t('checkout.promoInvalid')}
        check={async (code) => {
          await getDiscountInfo(restaurantId, code);
          return null;
        }}
        onApply={(code) => onChange({ discount: { code: code.toUpperCase() } })}
        refusal={refusals.discount ?? null}
        key={refusals.discount ? `refused-${refusals.discount.code}` : 'promo'}
        onRemove={() => onChange({ discount: null })}
      />
      {giftCards ? (
        <CodeForm
          id="gift-card"
          label={t('checkout.giftCardNumber')}
          applied={card}
          appliedText={
            card
              ? t('checkout.giftCardApplied', {
                  number: `•••• ${card.replace(/\D/g, '').slice(-4)}`,
                  balance: money(toCents(balance ?? 0), locale),
                })
              : null
          }
          invalidText={t('checkout.giftCardInvalid')}
          scanner={giftCardScanner}
          check={async (code) => {
            try {
              const found = await getGiftCard(restaurantId, code);
              return found.balance > 0 ? null : t('checkout.noFundsLeft');
            } catch (e) {
              if (e instanceof ApiError && e.message === NO_FUNDS) return t('checkout.noFundsLeft');
              throw e;
            }
          }}
          onApply={(code) => onChange({ voucher: { code } })}
          refusal={refusals.voucher ?? null}
          notice={
            removedGiftCard
              ? t(
                  removedGiftCard.amount > 0 ? 'checkout.giftCardRemovedAmount' : 'checkout.giftCardRemoved',
                  {
                    last4: removedGiftCard.last4,
                    amount: money(removedGiftCard.amount, locale),
                  },
                )
              : null
          }
          key={refusals.voucher ? `refused-${refusals.voucher.code}` : 'voucher'}
          onRemove={() => onChange({ voucher: null })}
        />
      ) : null}
    </Section>
  );
}
