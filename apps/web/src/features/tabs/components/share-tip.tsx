/**
 * A payer's tip on their share (shares-panel.tsx): none, one of the restaurant's percentages, or dollars typed, and
 * what their card is charged with it.
 */
import type { TabView } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicePills, TextField } from '../../../components/form-fields';
import { chargeFor, type TipPick } from '../split-plan';

/**
 * `starting`: the restaurant's dine-in preselection (tabs/split.ts `shareStartingTip`), which the payer starts on as
 * at a dine-in checkout and may change; the server takes the same when a payment names no tip.
 */
export function useShareTip(share: { amount: number; tipBase: number }, starting: number | null) {
  const [tipKind, setTipKind] = useState<string>(starting === null ? 'none' : String(starting));
  const [tipText, setTipText] = useState('');
  const pick: TipPick =
    tipKind === 'none'
      ? { kind: 'none' }
      : tipKind === 'custom'
        ? { kind: 'dollars', text: tipText }
        : { kind: 'percent', percent: Number(tipKind) };
  return {
    tipKind,
    setTipKind,
    tipText,
    setTipText,
    pick,
    charge: chargeFor(share.amount, share.tipBase, pick),
  };
}

export function ShareTipFields({
  tip,
  share,
  tipPercents,
  fmt,
}: {
  tip: ReturnType<typeof useShareTip>;
  share: TabView['shares'][number];
  tipPercents: readonly number[];
  fmt: (cents: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const { tipKind, setTipKind, tipText, setTipText, charge } = tip;
  // As the checkout's tip choices say it: "15%" in English, "15 %" in French.
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <>
      <p className="text-sm font-semibold">{t('tabs.shares.tip')}</p>
      <ChoicePills
        name={`tip-${share.id}`}
        label={t('tabs.shares.tip')}
        value={tipKind}
        onChange={setTipKind}
        options={[
          { value: 'none', label: t('tabs.shares.noTip') },
          ...tipPercents.map((p) => ({ value: String(p), label: percent.format(p / 100) })),
          { value: 'custom', label: t('tabs.shares.customTip') },
        ]}
      />
      {tipKind === 'custom' ? (
        <TextField
          id={`tip-amount-${share.id}`}
          label={t('tabs.shares.customTipAmount')}
          value={tipText}
          onChange={setTipText}
          inputMode="decimal"
          error={charge ? undefined : t('tabs.shares.customTipInvalid')}
        />
      ) : null}
      {charge ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm">
          <dt>{t('tabs.receipt.share')}</dt>
          <dd className="text-right tabular-nums">{fmt(toCents(share.amount))}</dd>
          <dt className="pl-3 text-muted">{t('tabs.receipt.taxes')}</dt>
          <dd className="text-right text-muted tabular-nums">{fmt(toCents(share.taxes))}</dd>
          <dt>{t('tabs.receipt.tip')}</dt>
          <dd className="text-right tabular-nums">{fmt(charge.tip)}</dd>
        </dl>
      ) : null}
    </>
  );
}
