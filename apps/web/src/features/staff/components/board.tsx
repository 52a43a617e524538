import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { ordersQuery, type StaffRestaurant } from '../api';
import { type BoardFilter, boardColumns, COLUMNS, type Column } from '../board';
import { BoardFilters } from './board-filters';
import { ColumnList } from './column-list';
import { useCardWords } from './order-card';
import { focusRing } from './ui';

type Columns = Record<Column, StaffOrder[]>;

/**
 * The live board: the day's orders in four columns (waiting, in progress, ready, done), kept current by the
 * restaurant's stream; on a phone, one column at a time. Another day can be looked at (scheduled orders of tomorrow).
 */
export function Board({
  restaurant,
  locale,
  date,
  onDate,
  onOpen,
}: {
  restaurant: StaffRestaurant;
  locale: Locale;
  date: string | null;
  onDate: (date: string | null) => void;
  onOpen: (order: StaffOrder) => void;
}) {
  const { t } = useTranslation();
  const words = useCardWords();
  const orders = useQuery(ordersQuery(restaurant.id, date));
  const [filter, setFilter] = useState<BoardFilter>({ type: 'all', search: '' });
  // The column a phone shows (the others wait behind the segmented control); a tablet or desktop shows all four.
  const [shown, setShown] = useState<Column>('pending');
  const columns = useMemo(
    () => (orders.data ? boardColumns(orders.data.orders, filter) : null),
    [orders.data, filter],
  );
  const types = useMemo(
    () => [...new Set(orders.data?.orders.map((o) => o.type) ?? [])].sort(),
    [orders.data],
  );

  return (
    <main id="main" className="px-4 py-3">
      <BoardFilters
        restaurant={restaurant}
        locale={locale}
        date={date}
        shownDate={date ?? orders.data?.date ?? ''}
        onDate={onDate}
        types={types}
        filter={filter}
        setFilter={setFilter}
      />
      {orders.isError ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {t('staff.errors.load')}
        </p>
      ) : null}
      {!columns ? (
        <p className="mt-4 text-muted">{t('staff.loading')}</p>
      ) : (
        <>
          <BoardSegments columns={columns} shown={shown} onShow={setShown} />
          <div className="mt-3 grid gap-3 md:grid-cols-4">
            {COLUMNS.map((column) => (
              <section
                key={column}
                id={`board-column-${column}`}
                aria-labelledby={`column-${column}`}
                data-column-shown={shown === column}
                className={`${shown === column ? 'flex' : 'hidden'} max-h-[calc(100dvh-4rem)] min-h-40 min-w-0 flex-col rounded-xl bg-line/40 p-2 md:flex md:max-h-[calc(100vh-13rem)]`}
              >
                <h2
                  id={`column-${column}`}
                  tabIndex={-1}
                  className="sr-only flex justify-between gap-2 px-1 pb-2 font-semibold md:not-sr-only md:flex"
                >
                  <span>{t(`staff.board.columns.${column}`)}</span>
                  <span aria-hidden="true">{columns[column].length}</span>
                </h2>
                <ColumnList
                  label={t(`staff.board.columns.${column}`)}
                  orders={columns[column]}
                  timezone={restaurant.timezone}
                  locale={locale}
                  empty={t('staff.board.empty')}
                  words={words}
                  onOpen={onOpen}
                />
              </section>
            ))}
          </div>
        </>
      )}
    </main>
  );
}

/**
 * A phone has room for one column: a segmented control picks it, each segment with its count, so orders arriving in
 * another column are seen at once. From a tablet up (md) the four columns stand side by side.
 */
function BoardSegments({
  columns,
  shown,
  onShow,
}: {
  columns: Columns;
  shown: Column;
  onShow: (column: Column) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="mt-3 grid min-w-0 grid-cols-2 gap-1 rounded-xl bg-line/40 p-1 sm:grid-cols-4 md:hidden"
      data-testid="board-segments"
    >
      <legend className="sr-only">{t('staff.board.columnsLabel')}</legend>
      {COLUMNS.map((column) => {
        const count = columns[column].length;
        const on = shown === column;
        return (
          <button
            key={column}
            type="button"
            aria-pressed={on}
            aria-controls={`board-column-${column}`}
            data-board-column={column}
            onClick={() => onShow(column)}
            className={`flex min-h-11 min-w-0 items-center justify-between gap-2 rounded-lg px-3 py-2 text-left leading-tight font-semibold ${on ? 'bg-brand text-brand-contrast shadow-sm' : 'bg-surface text-ink'} ${focusRing}`}
          >
            <span className="min-w-0 break-words">{t(`staff.board.columns.${column}`)}</span>
            <span
              className={`min-w-6 shrink-0 rounded-full px-1.5 text-center text-sm leading-6 ${
                column === 'pending' && count > 0 && !on
                  ? 'bg-amber-200 text-amber-950'
                  : on
                    ? 'bg-surface text-ink'
                    : 'bg-canvas text-ink'
              }`}
            >
              {count}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
