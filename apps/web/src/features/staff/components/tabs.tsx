import { toCents } from '@ordering/domain/money/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { StaffRestaurant } from '../api';
import { closeStaffTab, moveStaffTab, type StaffTab, staffTabsQuery } from '../tab-calls';
import { AddLine } from './tab-add-line';
import { dangerButton, inputClass, panel, primaryButton, secondaryButton } from './ui';

/** Minutes since `iso`, at `now`: how long the tab is open, and since its last round. */
export const minutesSince = (iso: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));

export function StaffTabs({
  restaurant,
  locale,
  canAdd,
  canClose,
  now,
}: {
  restaurant: StaffRestaurant;
  locale: Locale;
  canAdd: boolean;
  canClose: boolean;
  now: () => Date;
}) {
  const { t } = useTranslation();
  const tabs = useQuery(staffTabsQuery(restaurant.id));
  // A closed tab leaves the list as soon as it is read again: what its close charged and released is said here.
  const [closed, setClosed] = useState<{ id: string; table: string; captured: number; released: number }[]>(
    [],
  );
  const fmt = (dollars: number) => money(toCents(dollars), locale);
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-4 px-4 py-4">
      <h1 className="font-display text-2xl font-semibold">{t('staff.tabs.title')}</h1>
      {tabs.isPending ? <p role="status">{t('staff.loading')}</p> : null}
      {tabs.error ? (
        <p role="alert" className="text-red-800">
          {tabs.error instanceof ApiError && tabs.error.message
            ? tabs.error.message
            : t('staff.tabs.loadError')}
        </p>
      ) : null}
      {closed.map((c) => (
        <p key={c.id} role="status" className={panel} data-testid="staff-tab-closed">
          {t('staff.tabs.closedTable', {
            table: c.table,
            captured: fmt(c.captured),
            released: fmt(c.released),
          })}
        </p>
      ))}
      {tabs.data?.length === 0 ? <p className={panel}>{t('staff.tabs.none')}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {tabs.data?.map((tab) => (
          <li key={tab.id}>
            <TabCard
              tab={tab}
              restaurant={restaurant}
              locale={locale}
              canAdd={canAdd}
              canClose={canClose}
              now={now}
              onClosed={(result) => setClosed((all) => [{ id: tab.id, table: tab.table, ...result }, ...all])}
            />
          </li>
        ))}
      </ul>
    </main>
  );
}

function TabCard({
  tab,
  restaurant,
  locale,
  canAdd,
  canClose,
  now,
  onClosed,
}: {
  tab: StaffTab;
  restaurant: StaffRestaurant;
  locale: Locale;
  canAdd: boolean;
  canClose: boolean;
  now: () => Date;
  onClosed: (result: { captured: number; released: number }) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffTabsQuery(restaurant.id).queryKey });
  const open = tab.status === 'open';
  // A suite's tab is settled order by order as the suite's operator set: staff only see it.
  const actions = open && !tab.suite;
  return (
    <section aria-labelledby={`tab-${tab.id}`} className={panel} data-testid="staff-tab">
      <h2 id={`tab-${tab.id}`} className="text-lg font-semibold">
        {tab.suite
          ? t('staff.tabs.suite', { suite: tab.suite.name, event: tab.suite.event })
          : t('staff.tabs.table', { table: tab.table })}
      </h2>
      <TabFacts tab={tab} locale={locale} at={now()} />
      {!open ? <p className="mt-2 text-sm font-semibold">{t('staff.tabs.closing')}</p> : null}
      {tab.suite ? <p className="mt-2 text-sm">{t('staff.tabs.suitePaid')}</p> : null}
      {actions ? (
        <TabActions
          canAdd={canAdd}
          canClose={canClose}
          adding={adding}
          moving={moving}
          onAdd={() => setAdding(!adding)}
          onMove={() => setMoving(!moving)}
          onClose={() => setConfirming(true)}
        />
      ) : null}
      {adding ? (
        <AddLine
          tab={tab}
          restaurant={restaurant}
          locale={locale}
          now={now}
          onAdded={() => {
            setAdding(false);
            void refresh();
          }}
        />
      ) : null}
      {moving && actions ? (
        <MoveTab
          tab={tab}
          restaurant={restaurant}
          onMoved={(table) => {
            setMoving(false);
            setMovedTo(table);
            void refresh();
          }}
        />
      ) : null}
      {movedTo ? (
        <p role="status" className="mt-2 text-sm">
          {t('staff.tabs.moved', { table: movedTo })}
        </p>
      ) : null}
      <CloseTab
        tab={tab}
        restaurant={restaurant}
        locale={locale}
        confirming={confirming && actions}
        onBack={() => setConfirming(false)}
        onClosed={(result) => {
          onClosed(result);
          return refresh();
        }}
      />
    </section>
  );
}

/** Staff's buttons on an open table tab: add a line, move it, close it (each as the staff member's role allows). */
function TabActions(props: {
  canAdd: boolean;
  canClose: boolean;
  adding: boolean;
  moving: boolean;
  onAdd: () => void;
  onMove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {props.canAdd ? (
        <button type="button" className={secondaryButton} aria-expanded={props.adding} onClick={props.onAdd}>
          {t('staff.tabs.addLine')}
        </button>
      ) : null}
      {props.canAdd ? (
        <button type="button" className={secondaryButton} aria-expanded={props.moving} onClick={props.onMove}>
          {t('staff.tabs.move')}
        </button>
      ) : null}
      {props.canClose ? (
        <button type="button" className={dangerButton} onClick={props.onClose}>
          {t('staff.tabs.close')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The bill, what the cards hold for it (a suite's tab: its limit instead), how long the tab is open and since its last
 * round.
 */
function TabFacts({ tab, locale, at }: { tab: StaffTab; locale: Locale; at: Date }) {
  const { t } = useTranslation();
  const fmt = (dollars: number) => money(toCents(dollars), locale);
  const over = tab.total > tab.held;
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
      <dt>{t('staff.tabs.bill')}</dt>
      <dd className="text-right font-semibold tabular-nums">{fmt(tab.total)}</dd>
      {tab.suite ? (
        <>
          <dt>{t('staff.tabs.limit')}</dt>
          <dd className="text-right tabular-nums">
            {tab.suite.limit === null ? t('staff.tabs.noLimit') : fmt(tab.suite.limit)}
          </dd>
        </>
      ) : (
        <>
          <dt>{t('staff.tabs.held')}</dt>
          <dd className={`text-right tabular-nums ${over ? 'text-red-800' : ''}`}>{fmt(tab.held)}</dd>
        </>
      )}
      {tab.paid > 0 ? (
        <>
          <dt>{t('staff.tabs.paid')}</dt>
          <dd className="text-right tabular-nums">{fmt(tab.paid)}</dd>
        </>
      ) : null}
      <dt>{t('staff.tabs.age')}</dt>
      <dd className="text-right">{t('staff.tabs.minutes', { count: minutesSince(tab.openedAt, at) })}</dd>
      <dt>{t('staff.tabs.lastRound')}</dt>
      <dd className="text-right">
        {t('staff.tabs.minutesAgo', { count: minutesSince(tab.lastRoundAt, at) })}
      </dd>
    </dl>
  );
}

/** Closing the tab once confirmed: the cards are charged the bill and the rest they held is released. */
function CloseTab({
  tab,
  restaurant,
  locale,
  confirming,
  onBack,
  onClosed,
}: {
  tab: StaffTab;
  restaurant: StaffRestaurant;
  locale: Locale;
  confirming: boolean;
  onBack: () => void;
  onClosed: (result: { captured: number; released: number }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const close = useMutation({ mutationFn: () => closeStaffTab(restaurant.id, tab.id), onSuccess: onClosed });
  const fmt = (dollars: number) => money(toCents(dollars), locale);
  return (
    <>
      {confirming ? (
        <fieldset className="mt-3 grid gap-2">
          <legend className="sr-only">{t('staff.tabs.close')}</legend>
          <p className="text-sm">
            {tab.paid > 0
              ? t('staff.tabs.closeConfirmPaid', {
                  table: tab.table,
                  bill: fmt(tab.total),
                  paid: fmt(tab.paid),
                  rest: fmt(Math.max(0, tab.total - tab.paid)),
                })
              : t('staff.tabs.closeConfirm', { table: tab.table, bill: fmt(tab.total) })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={primaryButton}
              disabled={close.isPending}
              onClick={() => close.mutate()}
            >
              {t('staff.tabs.closeYes')}
            </button>
            <button type="button" className={secondaryButton} onClick={onBack}>
              {t('staff.back')}
            </button>
          </div>
        </fieldset>
      ) : null}
      {close.error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {close.error instanceof ApiError && close.error.message
            ? close.error.message
            : t('staff.tabs.closeError')}
        </p>
      ) : null}
      {close.data ? (
        <p role="status" className="mt-2 text-sm">
          {t('staff.tabs.closed', { captured: fmt(close.data.captured), released: fmt(close.data.released) })}
        </p>
      ) : null}
    </>
  );
}

/** Another table for the tab (the party moved): the diners' screens follow, a table with a tab of its own refuses. */
function MoveTab({
  tab,
  restaurant,
  onMoved,
}: {
  tab: StaffTab;
  restaurant: StaffRestaurant;
  onMoved: (table: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [table, setTable] = useState('');
  const move = useMutation({
    mutationFn: () => moveStaffTab(restaurant.id, tab.id, table.trim()),
    onSuccess: (answer) => onMoved(answer.table),
  });
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (table.trim()) move.mutate();
      }}
    >
      <label htmlFor={`${id}-table`} className="text-sm font-semibold">
        {t('staff.tabs.moveTable')}
      </label>
      <input
        id={`${id}-table`}
        className={inputClass}
        value={table}
        maxLength={20}
        inputMode="numeric"
        required
        onChange={(event) => setTable(event.target.value)}
      />
      <button type="submit" className={primaryButton} disabled={move.isPending}>
        {t('staff.tabs.moveYes')}
      </button>
      {move.error ? (
        <p role="alert" className="text-sm text-red-800">
          {move.error instanceof ApiError && move.error.message
            ? move.error.message
            : t('staff.tabs.moveError')}
        </p>
      ) : null}
    </form>
  );
}
