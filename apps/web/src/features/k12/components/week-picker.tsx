import type { DateRange } from '@ordering/domain/ordering/k12-week';
import { weekOf } from '@ordering/domain/ordering/k12-week';
import { addDaysToDate } from '@ordering/domain/ordering/zoned';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { card, dayLabel, ghost } from './ui';

const shift = (start: string, days: number) => weekOf(addDaysToDate(start, days)).start;

/** The week shown (selectedWeek); no going back before the first week that can still be ordered. */
export function WeekPicker({
  range,
  firstWeek,
  locale,
  onWeek,
  children,
}: {
  range: DateRange;
  firstWeek: string;
  locale: Locale;
  onWeek: (start: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={card} aria-labelledby="k12-week">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="k12-week" className="font-bold">
          {t('k12.weekOf', { date: dayLabel(range.start, locale) })}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={ghost}
            disabled={range.start <= firstWeek}
            onClick={() => onWeek(shift(range.start, -7))}
          >
            {t('k12.previousWeek')}
          </button>
          <button type="button" className={ghost} onClick={() => onWeek(shift(range.start, 7))}>
            {t('k12.nextWeek')}
          </button>
        </div>
      </div>
      {children}
    </section>
  );
}
