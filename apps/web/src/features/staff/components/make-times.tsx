import { localized } from '@ordering/domain/menu/convert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Locale, menuLocale } from '../../../lib/locale';
import { makeTimesQuery, menuFileQuery, type StaffRestaurant } from '../api';
import { stationsQuery } from '../stations-api';
import { nameIn } from '../ticket-format';
import { panel } from './ui';

/**
 * For the owner: each item's make time in the data file beside the one the kitchen measured (decision 043), with
 * how many samples it rests on, so the file can be corrected where the two part. Nothing where the file gives no
 * make time.
 */
export function MakeTimes({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const times = useQuery(makeTimesQuery(restaurant.id)).data;
  const stations = useQuery(stationsQuery(restaurant.id)).data;
  const file = useQuery(menuFileQuery(restaurant.slug)).data;
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
              <th scope="col" className="py-1 text-right">
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
                      </th>
                      <td className="py-1 pr-2">{stationName(item.station)}</td>
                      <td className="py-1 text-right tabular-nums">{minutes(item.fileMinutes)}</td>
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
