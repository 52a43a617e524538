import type { ViewItem } from '@ordering/domain/menu/convert';
import { offeredDatesText } from '@ordering/domain/ordering/offered-dates';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MaybeRichText } from '../../../components/maybe-rich-text';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';

/** Kept as drawn while its item, language and handler stay the same (the cart changing re-renders the menu). */
export const ItemCard = memo(function ItemCard({
  item,
  locale,
  onOpen,
}: {
  item: ViewItem;
  locale: Locale;
  /** `opener`: the card, which gets focus back when the item viewer closes. */
  onOpen: (item: ViewItem, opener?: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const blocked = item.sold_out || item.unavailable;
  const discounted = item.price < item.base_price;
  return (
    <button
      type="button"
      onClick={(e) => onOpen(item, e.currentTarget)}
      className={`group flex w-full gap-3 rounded-2xl border border-line bg-surface p-3 text-left shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand`}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="font-display text-base font-semibold leading-snug">{item.name}</h3>
        {item.description ? (
          // A preview of the description: its text without markup (the item viewer shows it formatted).
          <MaybeRichText
            mode="strip"
            text={item.description}
            className="mt-1 line-clamp-3 text-sm text-muted"
          />
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-2 text-sm">
          <span className="font-semibold">{money(item.price, locale)}</span>
          {discounted ? <s className="text-muted">{money(item.base_price, locale)}</s> : null}
          {item.calories !== null ? (
            <span className="text-muted">{t('menu.calories', { count: item.calories })}</span>
          ) : null}
          {item.sold_out ? <Badge tone="warn">{t('menu.soldOut')}</Badge> : null}
          {!item.sold_out && item.unavailable ? (
            <Badge tone="warn">
              {item.offered_days
                ? t('menu.offeredOnly', { days: offeredDatesText(item.offered_days, locale) })
                : t('menu.unavailable')}
            </Badge>
          ) : null}
          {item.diets.map((d) => (
            <Badge key={d}>{t(`diet.${d}`)}</Badge>
          ))}
        </div>
      </div>
      {item.image ? (
        <img
          src={item.image}
          alt=""
          loading="lazy"
          width={112}
          height={84}
          className={`h-24 w-28 shrink-0 self-center rounded-xl object-cover sm:h-28 sm:w-32 ${blocked ? 'grayscale' : ''}`}
        />
      ) : null}
    </button>
  );
});

export function Badge({ children, tone = 'plain' }: { children: React.ReactNode; tone?: 'plain' | 'warn' }) {
  const colours = tone === 'warn' ? 'bg-amber-100 text-amber-900' : 'bg-canvas text-muted border border-line';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${colours}`}>{children}</span>;
}
