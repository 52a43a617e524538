import type { TabView } from '@ordering/domain/contracts/tabs';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/buttons';
import { ChoicePills, Section, TextField } from '../../../components/form-fields';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { type SplitRequest, splitTab } from '../api';
import { type ItemAssignment, startingAssignment } from '../split-plan';
import type { TabMembership } from '../tab-storage';
import { ErrorText } from './error-text';
import { AmountFields, ByItemFields, type Kind, SplitPreview, splitChoice } from './split-fields';

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

  const { request, preview, problem } = splitChoice(
    { kind, ways, assignment, amounts: amounts.map((a) => a.text) },
    view,
    t,
    fmt,
  );

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
        <ByItemFields view={view} people={people} assignment={assignment} onToggle={toggle} fmt={fmt} />
      ) : null}

      {kind === 'amounts' ? <AmountFields amounts={amounts} onChange={setAmounts} /> : null}

      <SplitPreview preview={preview} fmt={fmt} />
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
