/**
 * The split panel's parts (split-panel.tsx): what the table's choice asks the server for and shows before it is sent,
 * the by-item payers' checkboxes, the typed amounts and the preview of the shares.
 */
import type { TabView } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { splitBill } from '@ordering/domain/tabs/split';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';
import type { SplitRequest } from '../api';
import { amountsPreview, billOf, byItemPreview, type ItemAssignment, orderedByName } from '../split-plan';

export type Kind = SplitRequest['kind'];
type Fmt = (cents: number) => string;
export interface TypedAmount {
  id: number;
  text: string;
}

/** The request for the table's choice (null until it is complete), its shares to preview, or what to correct. */
export function splitChoice(
  choice: { kind: Kind | null; ways: string; assignment: ItemAssignment; amounts: string[] },
  view: TabView,
  t: TFunction,
  fmt: Fmt,
): { request: SplitRequest | null; preview: { label: string; amount: number }[]; problem: string | null } {
  const { kind, ways, assignment } = choice;
  const total = toCents(view.total);
  let request: SplitRequest | null = null;
  let preview: { label: string; amount: number }[] = [];
  let problem: string | null = null;
  if (kind === 'whole') {
    request = { kind: 'whole' };
    preview = [{ label: t('tabs.split.oneCardShare'), amount: total }];
  } else if (kind === 'even') {
    const n = Number.parseInt(ways, 10);
    if (Number.isInteger(n) && n >= 1 && n <= 50) {
      request = { kind: 'even', ways: n };
      const shares = splitBill(billOf(view), request);
      if (shares.ok)
        preview = shares.shares.map((s, i) => ({
          label: t('tabs.split.shareN', { n: i + 1 }),
          amount: s.amount,
        }));
    } else problem = t('tabs.split.waysInvalid');
  } else if (kind === 'by_item') {
    const result = byItemPreview(view, assignment);
    if (result.ok) {
      request = result.request;
      preview = result.shares.map((s) => ({ label: s.payer ?? '', amount: s.amount }));
    } else problem = t('tabs.split.unassigned', { count: result.missing.length });
  } else if (kind === 'amounts') {
    const result = amountsPreview(total, choice.amounts);
    if (result.ok) request = result.request;
    else
      problem =
        result.invalid.length > 0
          ? t('tabs.split.amountInvalid')
          : result.difference > 0
            ? t('tabs.split.amountsShort', { left: fmt(result.difference) })
            : t('tabs.split.amountsOver', { over: fmt(-result.difference) });
  }

  return { request, preview, problem };
}

export function ByItemFields({
  view,
  people,
  assignment,
  onToggle,
  fmt,
}: {
  view: TabView;
  people: string[];
  assignment: ItemAssignment;
  onToggle: (lineId: string, name: string) => void;
  fmt: Fmt;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3">
      {view.lines.map((line) => {
        const payers = assignment[line.id] ?? [];
        return (
          <li key={line.id}>
            <fieldset className="rounded-xl border border-line p-3">
              <legend className="px-1 text-sm font-semibold">
                {line.quantity} × {line.name} · {fmt(toCents(line.total))}
              </legend>
              <p className="text-xs text-muted">
                {line.orderedBy === null
                  ? t('tabs.orderedByStaff')
                  : t('tabs.orderedBy', {
                      name: orderedByName(view, line.orderedBy) || t('tabs.someone'),
                    })}
                {payers.length > 1 ? ` · ${t('tabs.split.sharedBy', { count: payers.length })}` : ''}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {people.map((name) => (
                  <label
                    key={name}
                    className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${
                      payers.includes(name) ? 'border-brand bg-brand/10 font-semibold' : 'border-line'
                    }`}
                  >
                    <input
                      type="checkbox"
                      checked={payers.includes(name)}
                      onChange={() => onToggle(line.id, name)}
                      aria-label={t('tabs.split.paysFor', { name, item: line.name })}
                    />
                    {name}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        );
      })}
    </ul>
  );
}

export function AmountFields({
  amounts,
  onChange,
}: {
  amounts: TypedAmount[];
  onChange: (amounts: TypedAmount[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      {amounts.map((amount, index) => (
        <TextField
          key={amount.id}
          id={`tab-split-amount-${amount.id}`}
          label={t('tabs.split.amountN', { n: index + 1 })}
          value={amount.text}
          inputMode="decimal"
          onChange={(text) => onChange(amounts.map((a) => (a.id === amount.id ? { ...a, text } : a)))}
        />
      ))}
      <button
        type="button"
        className="justify-self-start text-sm font-semibold text-brand underline"
        onClick={() => onChange([...amounts, { id: amounts.length, text: '' }])}
      >
        {t('tabs.split.addAmount')}
      </button>
    </div>
  );
}

export function SplitPreview({ preview, fmt }: { preview: { label: string; amount: number }[]; fmt: Fmt }) {
  const { t } = useTranslation();
  if (preview.length === 0) return null;
  return (
    <ul className="grid gap-1 rounded-xl bg-canvas p-3 text-sm" aria-label={t('tabs.split.preview')}>
      {preview.map((p) => (
        <li key={p.label} className="flex justify-between">
          <span>{p.label}</span>
          <span className="tabular-nums">{fmt(p.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
