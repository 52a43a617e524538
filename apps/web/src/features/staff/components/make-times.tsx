import type { MakeTimes as MakeTimesData } from '@ordering/domain/contracts/kitchen';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import type { StaffRestaurant } from '../api';
import { type MakeTimeApply, useMakeTimes } from '../hooks/use-make-times';
import '../staff.css';
import { nameIn } from '../ticket-format';
import { panel, secondaryButton } from './ui';

type Item = MakeTimesData['items'][number];

/**
 * For the owner: each item's make time in the data file beside the one the kitchen measured (decision 043), with
 * how many samples it rests on, and where the two part, one click to use the measured figure: the data file is
 * published again with it (decision 056), so quotes use it at once. Nothing where the file gives no make time. On a
 * phone each item is a card of its own instead of a row (staff.css), so nothing scrolls sideways.
 */
export function MakeTimes({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const { times, menus, stationName, said, apply, applying } = useMakeTimes(restaurant, locale);
  if (!times || times.items.length === 0) return null;
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
        <table className="make-times w-full text-left">
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
                .map((item) => (
                  <MakeTimeRow
                    key={item.itemId}
                    item={item}
                    locale={locale}
                    station={stationName(item.station)}
                    applying={applying}
                    onApply={apply}
                  />
                ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}

/** An item's figures: the file's, the kitchen's and its samples, and the button where the two part. */
function MakeTimeRow({
  item,
  locale,
  station,
  applying,
  onApply,
}: {
  item: Item;
  locale: Locale;
  /** The station's name. */
  station: string;
  applying: boolean;
  onApply: (item: MakeTimeApply) => void;
}) {
  const { t } = useTranslation();
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const minutes = (count: number) => t('staff.makeTimes.minutes', { count: figure.format(count) });
  const parts = item.learnedMinutes !== null && item.learnedMinutes !== item.fileMinutes;
  return (
    <tr
      className="make-time-row border-b border-line last:border-0"
      data-testid={`make-time-${item.menuId}-${item.itemId}`}
    >
      <th scope="row" className="py-1 pr-2 font-normal">
        {nameIn(item, locale)}
        {/* Under the name, so a phone shows it without scrolling the table sideways. */}
        {parts && item.learnedMinutes !== null ? (
          <UseMeasured
            item={{ ...item, minutes: item.learnedMinutes, name: nameIn(item, locale) }}
            shown={figure.format(item.learnedMinutes)}
            disabled={applying}
            onApply={onApply}
          />
        ) : null}
      </th>
      <td data-label={t('staff.makeTimes.station')} className="py-1 pr-2">
        {station}
      </td>
      <td data-label={t('staff.makeTimes.file')} className="py-1 pr-2 text-right tabular-nums">
        {minutes(item.fileMinutes)}
      </td>
      <td
        data-label={t('staff.makeTimes.learned')}
        className={`py-1 text-right tabular-nums ${parts ? 'font-bold' : ''}`}
      >
        {item.learnedMinutes === null ? (
          <span className="text-muted">{t('staff.makeTimes.tooFew')}</span>
        ) : (
          minutes(item.learnedMinutes)
        )}
      </td>
      <td data-label={t('staff.makeTimes.samples')} className="py-1 text-right tabular-nums">
        {item.samples}
      </td>
    </tr>
  );
}

/** The one click that puts the measured figure in the data file. */
function UseMeasured({
  item,
  shown,
  disabled,
  onApply,
}: {
  item: MakeTimeApply;
  /** The measured minutes as the screen writes them. */
  shown: string;
  disabled: boolean;
  onApply: (item: MakeTimeApply) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${secondaryButton} mt-1 block whitespace-nowrap px-3 py-1.5 text-sm`}
      disabled={disabled}
      aria-label={t('staff.makeTimes.useFor', { item: item.name, minutes: shown })}
      onClick={() =>
        onApply({ menuId: item.menuId, itemId: item.itemId, minutes: item.minutes, name: item.name })
      }
    >
      {t('staff.makeTimes.use', { minutes: shown })}
    </button>
  );
}
