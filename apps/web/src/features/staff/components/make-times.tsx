import { localized } from '@ordering/domain/menu/convert';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type Locale, menuLocale } from '../../../lib/locale';
import {
  applyLearnedMakeTime,
  makeTimesQuery,
  menuFileQuery,
  publishedFileQuery,
  type StaffRestaurant,
} from '../api';
import { stationsQuery } from '../stations-api';
import { nameIn } from '../ticket-format';
import { panel, secondaryButton } from './ui';

/**
 * For the owner: each item's make time in the data file beside the one the kitchen measured (decision 043), with
 * how many samples it rests on, and where the two part, one click to use the measured figure: the data file is
 * published again with it (decision 056), so quotes use it at once. Nothing where the file gives no make time.
 */
export function MakeTimes({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const times = useQuery(makeTimesQuery(restaurant.id)).data;
  const stations = useQuery(stationsQuery(restaurant.id)).data;
  const file = useQuery(menuFileQuery(restaurant.slug)).data;
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const apply = useMutation({
    mutationFn: (item: { menuId: string; itemId: string; minutes: number; name: string }) =>
      applyLearnedMakeTime(restaurant.id, {
        menuId: item.menuId,
        itemId: item.itemId,
        minutes: item.minutes,
        version: times!.version,
      }),
    onSuccess: (applied, item) => {
      setSaid({
        ok: true,
        text: t('staff.makeTimes.applied', {
          item: item.name,
          minutes: applied.fileMinutes,
          version: applied.version,
        }),
      });
      // The file's figures, the menu and the Publish screen's version all changed.
      void queryClient.invalidateQueries({ queryKey: makeTimesQuery(restaurant.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: menuFileQuery(restaurant.slug).queryKey });
      void queryClient.invalidateQueries({ queryKey: publishedFileQuery(restaurant.id).queryKey });
    },
    onError: (error) =>
      setSaid({
        ok: false,
        text: error instanceof ApiError && error.message ? error.message : t('staff.errors.generic'),
      }),
  });
  if (!times || times.items.length === 0) return null;
  // The same item is often on two menus (a table's and take-out's), each measured apart: rows go by menu.
  const menus = [...new Set(times.items.map((i) => i.menuId))].map((id) => {
    const menu = file?.menus.find((m) => m.id === id);
    return { id, name: menu ? localized(menu, 'name', menuLocale(locale)) : id };
  });
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const stationName = (id: string) => {
    const station = stations?.stations.find((s) => s.id === id);
    return station ? nameIn(station, locale) : id;
  };
  const minutes = (count: number) => t('staff.makeTimes.minutes', { count: figure.format(count) });
  return (
    <section aria-labelledby="make-times" className={panel}>
      <h2 id="make-times" className="text-lg font-semibold">
        {t('staff.makeTimes.title')}
      </h2>
      <p className="text-sm text-muted">{t('staff.makeTimes.explain', { count: times.minSamples })}</p>
      {said ? (
        <p
          role={said.ok ? 'status' : 'alert'}
          className={`mt-2 rounded-lg px-3 py-2 font-semibold ${said.ok ? 'bg-green-100 text-green-900' : 'text-red-800'}`}
        >
          {said.text}
        </p>
      ) : null}
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-2">
                {t('staff.makeTimes.item')}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t('staff.makeTimes.station')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t('staff.makeTimes.file')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('staff.makeTimes.learned')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('staff.makeTimes.samples')}
              </th>
            </tr>
          </thead>
          {menus.map((menu) => (
            <tbody key={menu.id}>
              <tr>
                <th scope="colgroup" colSpan={5} className="pt-3 pb-1 text-left font-semibold text-muted">
                  {menu.name}
                </th>
              </tr>
              {times.items
                .filter((item) => item.menuId === menu.id)
                .map((item) => {
                  const parts = item.learnedMinutes !== null && item.learnedMinutes !== item.fileMinutes;
                  return (
                    <tr
                      key={item.itemId}
                      className="border-b border-line last:border-0"
                      data-testid={`make-time-${item.menuId}-${item.itemId}`}
                    >
                      <th scope="row" className="py-1 pr-2 font-normal">
                        {nameIn(item, locale)}
                        {/* Under the name, so a phone shows it without scrolling the table sideways. */}
                        {parts && item.learnedMinutes !== null ? (
                          <button
                            type="button"
                            className={`${secondaryButton} mt-1 block whitespace-nowrap px-3 py-1.5 text-sm`}
                            disabled={apply.isPending}
                            aria-label={t('staff.makeTimes.useFor', {
                              item: nameIn(item, locale),
                              minutes: figure.format(item.learnedMinutes),
                            })}
                            onClick={() =>
                              apply.mutate({
                                menuId: item.menuId,
                                itemId: item.itemId,
                                minutes: item.learnedMinutes!,
                                name: nameIn(item, locale),
                              })
                            }
                          >
                            {t('staff.makeTimes.use', { minutes: figure.format(item.learnedMinutes) })}
                          </button>
                        ) : null}
                      </th>
                      <td className="py-1 pr-2">{stationName(item.station)}</td>
                      <td className="py-1 pr-2 text-right tabular-nums">{minutes(item.fileMinutes)}</td>
                      <td className={`py-1 text-right tabular-nums ${parts ? 'font-bold' : ''}`}>
                        {item.learnedMinutes === null ? (
                          <span className="text-muted">{t('staff.makeTimes.tooFew')}</span>
                        ) : (
                          minutes(item.learnedMinutes)
                        )}
                      </td>
                      <td className="py-1 text-right tabular-nums">{item.samples}</td>
                    </tr>
                  );
                })}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
