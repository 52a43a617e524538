import type { CounterTableTab } from '@ordering/domain/contracts/kitchen';
import { toCents } from '@ordering/domain/money/money';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { StaffRestaurant } from '../api';
import { timeOf } from '../ticket-format';

/**
 * The table's open tab, said before the order is placed (decision 068): the order goes on it as a round by default,
 * so the table keeps one bill; staff may make it a separate order, paid at the table, instead.
 */
export function CounterTableTabChoice({
  tab,
  separate,
  onSeparate,
  restaurant,
  locale,
}: {
  tab: CounterTableTab;
  separate: boolean;
  onSeparate: (separate: boolean) => void;
  restaurant: StaffRestaurant;
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-brand bg-canvas p-3" data-testid="counter-table-tab">
      <fieldset className="space-y-1">
        <legend className="font-semibold">
          {t('staff.counter.tableTab', tabWords(tab, restaurant, locale))}
        </legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="counter-tab" checked={!separate} onChange={() => onSeparate(false)} />
          {t('staff.counter.onTab')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="counter-tab" checked={separate} onChange={() => onSeparate(true)} />
          {t('staff.counter.separate')}
        </label>
      </fieldset>
    </div>
  );
}

/** The tab's table, bill and opening time as the console's messages say them. */
export const tabWords = (
  tab: Pick<CounterTableTab, 'table' | 'total' | 'openedAt'>,
  restaurant: StaffRestaurant,
  locale: Locale,
) => ({
  table: tab.table,
  total: money(toCents(tab.total), locale),
  time: timeOf(tab.openedAt, restaurant.timezone, locale),
});
