/**
 * A line staff add to an open tab's bill (a drink brought to the table): an item of the dine-in menus with its
 * options chosen as the counter order's (counter-options.tsx, the domain's option rules), how many, and the answers
 * to the restaurant's required dine-in questions. The server holds it to a diner's round's rules.
 */
import { localized } from '@ordering/domain/menu/convert';
import { toCents } from '@ordering/domain/money/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { StaffRestaurant } from '../api';
import { useAddTabLine } from '../hooks/use-add-tab-line';
import type { StaffTab } from '../tab-calls';
import { CounterOptions } from './counter-options';
import { inputClass, primaryButton } from './ui';

/** A question's choice in the console's language; the answer sent is the data file's own choice. */
const optionLabel = (
  q: { options: string[]; localization: Record<string, unknown> },
  index: number,
  lang: 'en' | 'fr',
) => {
  const translated = (q.localization[lang] as { options?: unknown } | undefined)?.options;
  return Array.isArray(translated) && typeof translated[index] === 'string'
    ? translated[index]
    : q.options[index];
};

export function AddLine({
  tab,
  restaurant,
  locale,
  now,
  onAdded,
}: {
  tab: StaffTab;
  restaurant: StaffRestaurant;
  locale: Locale;
  now: () => Date;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const line = useAddTabLine(tab, restaurant, now, onAdded);
  const { choices, picked, add } = line;
  const lang = menuLocale(locale);
  const id = useId();
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <label htmlFor={`${id}-item`} className="text-sm font-semibold">
        {t('staff.tabs.item')}
      </label>
      <select
        id={`${id}-item`}
        className={inputClass}
        value={line.itemId}
        onChange={(e) => line.pick(e.target.value)}
      >
        <option value="">{t('staff.tabs.chooseItem')}</option>
        {choices.map((c) => (
          <option key={`${c.menuId}-${c.item.id}`} value={c.item.id}>
            {localized(c.item, 'name', lang)} · {money(toCents(c.item.price), locale)}
          </option>
        ))}
      </select>
      {picked && picked.item.options.length > 0 ? (
        <CounterOptions
          groups={picked.item.options}
          selections={line.options}
          onChange={line.setOptions}
          locale={locale}
        />
      ) : null}
      {line.missing.length > 0 ? (
        <p className="text-sm text-muted">{t('staff.tabs.chooseRequired')}</p>
      ) : null}
      <label htmlFor={`${id}-quantity`} className="text-sm font-semibold">
        {t('staff.tabs.quantity')}
      </label>
      <input
        id={`${id}-quantity`}
        className={inputClass}
        inputMode="numeric"
        value={line.quantity}
        onChange={(e) => line.setQuantity(e.target.value)}
      />
      <TabQuestions id={id} line={line} lang={lang} />
      {add.error ? (
        <p role="alert" className="text-sm text-red-800">
          {add.error instanceof ApiError && add.error.message ? add.error.message : t('staff.tabs.addError')}
        </p>
      ) : null}
      <button type="submit" className={primaryButton} disabled={!line.ready}>
        {t('staff.tabs.addToBill', { table: tab.table })}
      </button>
    </form>
  );
}

/** The restaurant's required dine-in questions, each answered from its choices. */
function TabQuestions({
  id,
  line,
  lang,
}: {
  id: string;
  line: ReturnType<typeof useAddTabLine>;
  lang: 'en' | 'fr';
}) {
  const { t } = useTranslation();
  return line.questions.map((q) => (
    <div key={q.id} className="grid gap-1">
      <label htmlFor={`${id}-q-${q.id}`} className="text-sm font-semibold">
        {localized(q, 'question', lang)}
      </label>
      <select
        id={`${id}-q-${q.id}`}
        className={inputClass}
        value={line.answers[q.id] ?? ''}
        onChange={(e) => line.setAnswers({ ...line.answers, [q.id]: e.target.value })}
      >
        <option value="">{t('staff.tabs.chooseAnswer')}</option>
        {q.options.map((option, index) => (
          <option key={option} value={option}>
            {optionLabel(q, index, lang)}
          </option>
        ))}
      </select>
    </div>
  ));
}
