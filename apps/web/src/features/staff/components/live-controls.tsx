import type { RestaurantLiveState } from '@ordering/domain/contracts/staff';
import { localized } from '@ordering/domain/menu/convert';
import type { DataFileItem, OptionGroup } from '@ordering/domain/menu/data-file';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type Locale, menuLocale } from '../../../lib/locale';
import { toast } from '../../../lib/toast';
import { liveQuery, menuFileQuery, pause, resume, type StaffRestaurant, setSoldOut } from '../api';
import { BusyMode } from './busy-mode';
import { MaintenanceWindow } from './maintenance-window';
import { dangerButton, inputClass, panel, primaryButton, secondaryButton } from './ui';

/**
 * Pausing ordering (with the message diners read), the owner's maintenance window, and marking items and option
 * values sold out or back: marks on top of the published file that open menus hear at once (decision 014).
 */
export function LiveControls({
  restaurant,
  locale,
  canPause,
  canSoldOut,
  canMaintain = false,
}: {
  restaurant: StaffRestaurant;
  locale: Locale;
  canPause: boolean;
  canSoldOut: boolean;
  /** Owners: the maintenance window. */
  canMaintain?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const live = useQuery(liveQuery(restaurant.id));
  const [busy, setBusy] = useState(false);

  const act = async (step: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      const state = await step();
      queryClient.setQueryData(liveQuery(restaurant.id).queryKey, state as never);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'menu-file'] });
      toast.success(done);
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : t('staff.errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="mx-auto max-w-4xl space-y-4 px-4 py-4">
      <h1 className="font-display text-2xl font-semibold">{t('staff.menu.title')}</h1>
      <PauseOrdering restaurant={restaurant} state={live.data} canPause={canPause} busy={busy} act={act} />
      {canMaintain ? (
        <MaintenanceWindow restaurant={restaurant} locale={locale} state={live.data} busy={busy} act={act} />
      ) : null}
      {canPause ? <BusyMode restaurant={restaurant} locale={locale} /> : null}
      <SoldOut restaurant={restaurant} locale={locale} canSoldOut={canSoldOut} busy={busy} act={act} />
    </main>
  );
}

type Act = (step: () => Promise<unknown>, done: string) => Promise<void>;

/** Ordering open or paused, with the message diners read while it is paused. */
function PauseOrdering({
  restaurant,
  state,
  canPause,
  busy,
  act,
}: {
  restaurant: StaffRestaurant;
  state: RestaurantLiveState | undefined;
  canPause: boolean;
  busy: boolean;
  act: Act;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const paused = state?.ordersPaused ?? false;
  return (
    <section aria-labelledby="pause-title" className={panel}>
      <h2 id="pause-title" className="text-lg font-semibold">
        {t('staff.menu.ordering')}
      </h2>
      {paused ? (
        <p role="status" className="mt-2 rounded-lg bg-amber-100 p-3 font-semibold text-amber-950">
          {t('staff.menu.pausedNow')}
          {state?.pausedMessage ? ` “${state.pausedMessage}”` : ''}
        </p>
      ) : (
        <p role="status" className="mt-2 text-muted">
          {t('staff.menu.openNow')}
        </p>
      )}
      {!canPause ? null : paused ? (
        <button
          type="button"
          disabled={busy}
          className={`mt-3 ${primaryButton}`}
          onClick={() => void act(() => resume(restaurant.id), t('staff.menu.resumed'))}
        >
          {t('staff.menu.resume')}
        </button>
      ) : (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => pause(restaurant.id, message.trim() || null), t('staff.menu.pausedDone'));
          }}
        >
          <label className="block">
            <span className="font-semibold">{t('staff.menu.message')}</span>
            <span className="block text-sm text-muted">{t('staff.menu.messageHint')}</span>
            <textarea
              rows={2}
              maxLength={1000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              className={`mt-1 ${inputClass}`}
            />
          </label>
          <button type="submit" disabled={busy} className={dangerButton}>
            {t('staff.menu.pause')}
          </button>
        </form>
      )}
    </section>
  );
}

/** Every menu's items and their option values, each marked sold out or back. */
function SoldOut({
  restaurant,
  locale,
  canSoldOut,
  busy,
  act,
}: {
  restaurant: StaffRestaurant;
  locale: Locale;
  canSoldOut: boolean;
  busy: boolean;
  act: Act;
}) {
  const { t } = useTranslation();
  const file = useQuery(menuFileQuery(restaurant.slug));
  const lang = menuLocale(locale);
  const mark: Mark = (kind, id, soldOut, name) =>
    void act(
      () => setSoldOut(restaurant.id, kind, id, soldOut),
      t(soldOut ? 'staff.menu.markedSoldOut' : 'staff.menu.markedBack', { name }),
    );
  return (
    <section aria-labelledby="sold-out-title" className={panel}>
      <h2 id="sold-out-title" className="text-lg font-semibold">
        {t('staff.menu.soldOut')}
      </h2>
      {!file.data ? (
        <p className="text-muted">{t('staff.loading')}</p>
      ) : (
        file.data.menus.map((menu) => {
          const items = [...menu.items, ...menu.sections.flatMap((s) => s.items)];
          if (items.length === 0) return null;
          return (
            <div key={menu.id} className="mt-3">
              <h3 className="font-semibold text-muted">{localized(menu, 'name', lang)}</h3>
              <ul className="divide-y divide-line">
                {items.map((item) => (
                  <ItemRow
                    key={`${menu.id}-${item.id}`}
                    item={item}
                    lang={lang}
                    canSoldOut={canSoldOut}
                    busy={busy}
                    onMark={mark}
                  />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

type Mark = (kind: 'item' | 'value', id: string, soldOut: boolean, name: string) => void;

function MarkButton({
  soldOut,
  name,
  disabled,
  onClick,
}: {
  soldOut: boolean;
  name: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={disabled}
      aria-label={t(soldOut ? 'staff.menu.markBackOf' : 'staff.menu.markSoldOutOf', { name })}
      className={`${soldOut ? primaryButton : secondaryButton} shrink-0 whitespace-nowrap px-3 py-1.5 text-sm`}
      onClick={onClick}
    >
      {soldOut ? t('staff.menu.markBack') : t('staff.menu.markSoldOut')}
    </button>
  );
}

function ItemRow({
  item,
  lang,
  canSoldOut,
  busy,
  onMark,
}: {
  item: DataFileItem;
  lang: 'en' | 'fr';
  canSoldOut: boolean;
  busy: boolean;
  onMark: Mark;
}) {
  const { t } = useTranslation();
  const name = localized(item, 'name', lang);
  const values = flattenValues(item.options, lang);
  return (
    <li className="py-2">
      {/* The name wraps (a long French name on a phone); the badge and button keep their width, inside the row. */}
      <div className="flex items-center justify-between gap-2">
        <span
          className={`min-w-0 break-words ${item.sold_out ? 'text-muted line-through' : 'font-semibold'}`}
        >
          {name}
        </span>
        <span className="flex shrink-0 items-center gap-2">
          {item.sold_out ? (
            <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
              {t('staff.menu.soldOutBadge')}
            </span>
          ) : null}
          {canSoldOut ? (
            <MarkButton
              soldOut={item.sold_out}
              name={name}
              disabled={busy}
              onClick={() => onMark('item', item.id, !item.sold_out, name)}
            />
          ) : null}
        </span>
      </div>
      {values.length > 0 ? (
        <details className="ml-4 mt-1">
          <summary className="cursor-pointer text-sm font-semibold text-muted">
            {t('staff.menu.options', { count: values.length })}
          </summary>
          <ul className="mt-1 space-y-1">
            {values.map((v) => (
              <li key={v.id} className="flex items-center justify-between gap-2 text-sm">
                <span className={`min-w-0 break-words ${v.soldOut ? 'text-muted line-through' : ''}`}>
                  {v.group} · {v.name}
                </span>
                {canSoldOut ? (
                  <MarkButton
                    soldOut={v.soldOut}
                    name={v.name}
                    disabled={busy}
                    onClick={() => onMark('value', v.id, !v.soldOut, v.name)}
                  />
                ) : v.soldOut ? (
                  <span className="font-semibold text-red-900">{t('staff.menu.soldOutBadge')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** Every option value of an item, nested ones too, once each (a value id may appear in several groups). */
function flattenValues(groups: OptionGroup[], lang: 'en' | 'fr') {
  const seen = new Map<string, { id: string; name: string; group: string; soldOut: boolean }>();
  const walk = (gs: OptionGroup[]) => {
    for (const g of gs) {
      for (const v of g.values) {
        if (!seen.has(v.id))
          seen.set(v.id, {
            id: v.id,
            name: localized(v, 'name', lang),
            group: localized(g, 'name', lang),
            soldOut: v.sold_out,
          });
        walk(v.options);
      }
    }
  };
  walk(groups);
  return [...seen.values()];
}
