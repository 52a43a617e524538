import type { TabView } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { splitBill } from '@ordering/domain/tabs/split';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/buttons';
import { ChoicePills, Section, TextField } from '../../../components/form-fields';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { type SplitRequest, splitTab } from '../api';
import {
  amountsPreview,
  billOf,
  byItemPreview,
  type ItemAssignment,
  orderedByName,
  startingAssignment,
} from '../split-plan';
import type { TabMembership } from '../tab-storage';
import { ErrorText } from './error-text';

type Kind = SplitRequest['kind'];

/** How the table pays: one card, evenly by N, by item (an item may be shared), or amounts typed. */
export function SplitPanel({
  restaurantId,
  member,
  view,
  locale,
  onView,
}: {
  restaurantId: number | string;
  member: TabMembership;
  view: TabView;
  locale: Locale;
  onView: (view: TabView) => void;
}) {
  const { t } = useTranslation();
  const people = view.members.filter((m) => m.status === 'accepted').map((m) => m.name);
  const [kind, setKind] = useState<Kind | null>(null);
  const [ways, setWays] = useState(String(Math.max(2, people.length)));
  // Only the table's changes are kept: a line that arrives meanwhile (another round, a staff line) starts with whoever
  // ordered it, instead of being left with nobody paying for it.
  const [changes, setChanges] = useState<ItemAssignment>({});
  const assignment: ItemAssignment = { ...startingAssignment(view), ...changes };
  // Each typed amount keeps its own key, so removing or adding one never moves what was typed into another field.
  const [amounts, setAmounts] = useState(() => people.map((_, id) => ({ id, text: '' })));
  const split = useMutation({
    mutationFn: (request: SplitRequest) => splitTab(restaurantId, member, request),
    onSuccess: onView,
  });
  const fmt = (cents: number) => money(cents, locale);
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
    const result = amountsPreview(
      total,
      amounts.map((a) => a.text),
    );
    if (result.ok) request = result.request;
    else
      problem =
        result.invalid.length > 0
          ? t('tabs.split.amountInvalid')
          : result.difference > 0
            ? t('tabs.split.amountsShort', { left: fmt(result.difference) })
            : t('tabs.split.amountsOver', { over: fmt(-result.difference) });
  }

  const toggle = (lineId: string, name: string) =>
    setChanges((current) => {
      const now = current[lineId] ?? assignment[lineId] ?? [];
      return { ...current, [lineId]: now.includes(name) ? now.filter((p) => p !== name) : [...now, name] };
    });

  return (
    <Section title={t('tabs.split.title')} id="tab-split">
      <ChoicePills<Kind>
        name="tab-split-kind"
        label={t('tabs.split.title')}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'whole', label: t('tabs.split.whole') },
          { value: 'even', label: t('tabs.split.even') },
          { value: 'by_item', label: t('tabs.split.byItem') },
          { value: 'amounts', label: t('tabs.split.amounts') },
        ]}
      />

      {kind === 'even' ? (
        <TextField
          id="tab-split-ways"
          label={t('tabs.split.ways')}
          value={ways}
          onChange={setWays}
          inputMode="numeric"
        />
      ) : null}

      {kind === 'by_item' ? (
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
                          onChange={() => toggle(line.id, name)}
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
      ) : null}

      {kind === 'amounts' ? (
        <div className="grid gap-2">
          {amounts.map((amount, index) => (
            <TextField
              key={amount.id}
              id={`tab-split-amount-${amount.id}`}
              label={t('tabs.split.amountN', { n: index + 1 })}
              value={amount.text}
              inputMode="decimal"
              onChange={(text) => setAmounts(amounts.map((a) => (a.id === amount.id ? { ...a, text } : a)))}
            />
          ))}
          <button
            type="button"
            className="justify-self-start text-sm font-semibold text-brand underline"
            onClick={() => setAmounts([...amounts, { id: amounts.length, text: '' }])}
          >
            {t('tabs.split.addAmount')}
          </button>
        </div>
      ) : null}

      {preview.length > 0 ? (
        <ul className="grid gap-1 rounded-xl bg-canvas p-3 text-sm" aria-label={t('tabs.split.preview')}>
          {preview.map((p) => (
            <li key={p.label} className="flex justify-between">
              <span>{p.label}</span>
              <span className="tabular-nums">{fmt(p.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {problem && kind ? (
        <p role="status" className="text-sm text-amber-900 dark:text-amber-200">
          {problem}
        </p>
      ) : null}
      <ErrorText error={split.error} />
      {kind ? (
        <button
          type="button"
          className={primaryButton}
          disabled={!request || split.isPending}
          onClick={() => request && split.mutate(request)}
        >
          {t('tabs.split.confirm')}
        </button>
      ) : null}
    </Section>
  );
}
