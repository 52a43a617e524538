/**
 * The K-12 production sheet: what the kitchen makes for a day (or a few), and where each meal goes, per
 * school and per grade and classroom, from the placed school orders (GET /api/staff/production; cancelled days are
 * left out). Printable: the console's bars are hidden in print and each date starts a new page.
 */
import type { ProductionCount, ProductionResponse } from '@ordering/domain/contracts/k12';
import { formatDayLabel } from '@ordering/domain/ordering/day-label';
import { localDate } from '@ordering/domain/ordering/zoned';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTime } from '../../../lib/clock';
import type { Locale } from '../../../lib/locale';
import { type StaffRestaurant, staffFetch } from '../api';
import { DateField } from './date-field';
import { inputClass, panel, primaryButton } from './ui';

export function Production({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const today = localDate(currentTime(), restaurant.timezone);
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end) && end >= start;
  const sheet = useQuery({
    queryKey: ['staff', 'production', restaurant.id, start, end, locale],
    queryFn: () =>
      staffFetch<ProductionResponse>(
        `/api/staff/production?${new URLSearchParams({ restaurantId: String(restaurant.id), start_date: start, end_date: end })}`,
      ),
    enabled: valid,
    placeholderData: keepPreviousData,
  });

  return (
    <main id="main" className="mx-auto max-w-5xl space-y-4 px-4 py-4 print:max-w-none print:p-0">
      <h1 className="font-display text-2xl font-semibold">{t('staff.production.title')}</h1>
      <ProductionRange
        locale={locale}
        start={start}
        end={end}
        onStart={(day) => {
          setStart(day);
          if (day > end) setEnd(day);
        }}
        onEnd={setEnd}
      />
      {!valid && <p role="alert">{t('staff.production.badRange')}</p>}
      {sheet.isError && (
        <p role="alert" className="font-semibold text-red-800">
          {sheet.error instanceof Error && sheet.error.message
            ? sheet.error.message
            : t('staff.production.failed')}
        </p>
      )}
      {sheet.isPending && valid ? <p className="text-muted">{t('staff.loading')}</p> : null}
      {sheet.data && sheet.data.dates.length === 0 && (
        <p className="text-muted">{t('staff.production.none')}</p>
      )}
      {sheet.data?.dates.map((day) => (
        <section
          key={day.date}
          aria-labelledby={`production-${day.date}`}
          className="space-y-3 break-after-page print:break-inside-auto"
        >
          <h2 id={`production-${day.date}`} className="text-xl font-semibold first-letter:uppercase">
            {formatDayLabel(day.date, locale)} · {t('staff.production.meals', { count: day.orders })}
          </h2>
          <div className={panel}>
            <h3 className="font-semibold">{t('staff.production.toMake')}</h3>
            <Counts counts={day.items} />
          </div>
          {day.schools.map((school) => (
            <SchoolSheet key={school.school} school={school} />
          ))}
        </section>
      ))}
    </main>
  );
}

/** The days the sheet covers (a day, or a few), and its Print button; hidden in print. */
function ProductionRange({
  locale,
  start,
  end,
  onStart,
  onEnd,
}: {
  locale: Locale;
  start: string;
  end: string;
  onStart: (day: string) => void;
  onEnd: (day: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="flex flex-wrap items-end gap-3 print:hidden"
      onSubmit={(e) => {
        e.preventDefault();
      }}
    >
      <label htmlFor="production-from" className="grid gap-1 text-sm font-semibold">
        {t('staff.production.from')}
        <DateField
          id="production-from"
          className={inputClass}
          locale={locale}
          value={start}
          onChange={onStart}
        />
      </label>
      <label htmlFor="production-to" className="grid gap-1 text-sm font-semibold">
        {t('staff.production.to')}
        <DateField
          id="production-to"
          className={inputClass}
          locale={locale}
          value={end}
          min={start}
          onChange={onEnd}
        />
      </label>
      <button type="button" className={primaryButton} onClick={() => window.print()}>
        {t('staff.production.print')}
      </button>
    </form>
  );
}

type School = ProductionResponse['dates'][number]['schools'][number];

/** A school's part of the day: its meals, then each grade and classroom's, with the students'. */
function SchoolSheet({ school }: { school: School }) {
  const { t } = useTranslation();
  return (
    <div className={`${panel} break-inside-avoid`}>
      <h3 className="text-lg font-semibold">
        {school.school} · {t('staff.production.meals', { count: school.orders })}
      </h3>
      <Counts counts={school.items} />
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 print:grid-cols-2">
        {school.classrooms.map((room) => (
          <li
            key={`${room.grade}|${room.classroom}|${room.teacher}`}
            className="rounded-lg border border-line p-3"
          >
            <p className="font-semibold">
              {[
                room.grade && t('staff.production.grade', { grade: room.grade }),
                room.classroom && t('staff.production.classroom', { classroom: room.classroom }),
                room.teacher,
              ]
                .filter(Boolean)
                .join(' · ') || t('staff.production.noClassroom')}
            </p>
            <p className="text-sm text-muted">{room.students.join(', ')}</p>
            <Counts counts={room.items} compact />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Counts({ counts, compact = false }: { counts: ProductionCount[]; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <table className={`mt-2 w-full text-left ${compact ? 'text-sm' : ''}`}>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('staff.production.item')}</th>
          <th scope="col">{t('staff.production.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((c) => (
          <tr key={`${c.item_id}|${c.options}`} className="border-t border-line">
            <td className="py-1 pe-2">
              <span className="font-semibold">{c.name}</span>
              {c.options && <span className="block text-sm text-muted">{c.options}</span>}
            </td>
            <td className="py-1 text-end font-semibold tabular-nums">{c.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
