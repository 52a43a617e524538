/**
 * A line staff add to an open tab's bill (a drink brought to the table): an item of the dine-in menus with its
 * options chosen as the counter order's (counter-options.tsx, the domain's option rules), how many, and the answers
 * to the restaurant's required dine-in questions. The server holds it to a diner's round's rules.
 */
import type { CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { defaultSelections, missingRequiredGroups } from '@ordering/domain/cart/options';
import { localized } from '@ordering/domain/menu/convert';
import { toCents } from '@ordering/domain/money/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { menuFileQuery, type StaffRestaurant } from '../api';
import { addStaffTabLine, requiredTabQuestions, type StaffTab, tabLineChoices } from '../tab-calls';
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
  const file = useQuery(menuFileQuery(restaurant.slug));
  const choices = file.data ? tabLineChoices(file.data) : [];
  const questions = file.data ? requiredTabQuestions(file.data) : [];
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [itemId, setItemId] = useState('');
  const [options, setOptions] = useState<CartOptionGroup[]>([]);
  const picked = choices.find((c) => c.item.id === itemId);
  const missing = picked ? missingRequiredGroups(picked.item.options, options) : [];
  const [quantity, setQuantity] = useState('1');
  // One key per line being added: a retry after a lost answer is the same line, never a second one.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const lang = menuLocale(locale);
  const id = useId();
  const add = useMutation({
    mutationFn: () => {
      const choice = choices.find((c) => c.item.id === itemId);
      if (!choice) throw new Error('no item');
      return addStaffTabLine(restaurant.id, tab.id, {
        ...choice,
        options,
        quantity: Number.parseInt(quantity, 10),
        key,
        by: t('staff.tabs.staffLine'),
        at: now(),
        answers: questions.map((q) => ({
          id: q.id,
          answer: q.question_type === 'checkbox' ? [answers[q.id] ?? ''] : (answers[q.id] ?? ''),
        })),
      });
    },
    onSuccess: () => {
      setKey(crypto.randomUUID());
      onAdded();
    },
    onError: () => setKey(crypto.randomUUID()),
  });
  const qty = Number.parseInt(quantity, 10);
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
        value={itemId}
        onChange={(e) => {
          setItemId(e.target.value);
          const next = choices.find((c) => c.item.id === e.target.value);
          setOptions(next ? defaultSelections(next.item.options) : []);
        }}
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
          selections={options}
          onChange={setOptions}
          locale={locale}
        />
      ) : null}
      {missing.length > 0 ? <p className="text-sm text-muted">{t('staff.tabs.chooseRequired')}</p> : null}
      <label htmlFor={`${id}-quantity`} className="text-sm font-semibold">
        {t('staff.tabs.quantity')}
      </label>
      <input
        id={`${id}-quantity`}
        className={inputClass}
        inputMode="numeric"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      {questions.map((q) => (
        <div key={q.id} className="grid gap-1">
          <label htmlFor={`${id}-q-${q.id}`} className="text-sm font-semibold">
            {localized(q, 'question', lang)}
          </label>
          <select
            id={`${id}-q-${q.id}`}
            className={inputClass}
            value={answers[q.id] ?? ''}
            onChange={(e) => setAnswers({ ...answers, [q.id]: e.target.value })}
          >
            <option value="">{t('staff.tabs.chooseAnswer')}</option>
            {q.options.map((option, index) => (
              <option key={option} value={option}>
                {optionLabel(q, index, lang)}
              </option>
            ))}
          </select>
        </div>
      ))}
      {add.error ? (
        <p role="alert" className="text-sm text-red-800">
          {add.error instanceof ApiError && add.error.message ? add.error.message : t('staff.tabs.addError')}
        </p>
      ) : null}
      <button
        type="submit"
        className={primaryButton}
        disabled={
          !itemId ||
          missing.length > 0 ||
          !(qty >= 1 && qty <= 99) ||
          questions.some((q) => !answers[q.id]) ||
          add.isPending
        }
      >
        {t('staff.tabs.addToBill', { table: tab.table })}
      </button>
    </form>
  );
}
