import type { ViewItem } from '@ordering/domain/menu/convert';
import { offeredDatesText } from '@ordering/domain/ordering/offered-dates';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MaybeRichText } from '../../../components/maybe-rich-text';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';

/** How the data file lays the menu out: menu_configuration.card_style and browse_menu_style. */
type Layout = {
  /** vertical: the picture above the text; horizontal: the picture beside it. */
  card: 'vertical' | 'horizontal';
  /** gallery: cards side by side in a grid; list: one item a row, in one column. */
  browse: 'gallery' | 'list';
};

/** The classes of a section's items, one `<li>` each: a grid of cards, or the rows of one list. */
export const itemsClass = ({ card, browse }: Layout) =>
  `mt-3 ${
    browse === 'list'
      ? 'divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface'
      : card === 'vertical'
        ? 'grid grid-cols-2 gap-3 lg:grid-cols-3'
        : 'grid gap-3 sm:grid-cols-2'
  }`;

/** Kept as drawn while its item, language, layout and handler stay the same (the cart changing re-renders the menu). */
export const ItemCard = memo(function ItemCard({
  item,
  locale,
  card,
  browse,
  onOpen,
}: Layout & {
  item: ViewItem;
  locale: Locale;
  /** `opener`: the card, which gets focus back when the item viewer closes. */
  onOpen: (item: ViewItem, opener?: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const blocked = item.sold_out || item.unavailable;
  const discounted = item.price < item.base_price;
  const vertical = card === 'vertical';
  // The picture is 4:3 either way: across the card above the text, or beside it.
  const image = item.image ? (
    <img
      src={item.image}
      alt=""
      loading="lazy"
      width={112}
      height={84}
      className={`object-cover ${vertical ? 'aspect-[4/3] w-full' : 'h-24 w-28 shrink-0 self-center rounded-xl sm:h-28 sm:w-32'} ${blocked ? 'grayscale' : ''}`}
    />
  ) : null;
  return (
    <button
      type="button"
      onClick={(e) => onOpen(item, e.currentTarget)}
      // A card of the gallery has its own border; a row of the list is drawn by the list's (which clips outlines).
      className={`group flex h-full w-full text-left transition focus-visible:outline-2 focus-visible:outline-brand ${
        browse === 'list'
          ? 'hover:bg-canvas focus-visible:-outline-offset-2'
          : 'overflow-hidden rounded-2xl border border-line bg-surface shadow-sm hover:shadow-md'
      } ${vertical ? 'flex-col' : 'gap-3 p-3'}`}
    >
      {vertical ? image : null}
      <div className={`flex min-w-0 flex-1 flex-col ${vertical ? 'p-3' : ''}`}>
        <h3 className="font-display text-base font-semibold leading-snug">{item.name}</h3>
        {item.description ? (
          // A preview of the description: its text without markup (the item viewer shows it formatted).
          <MaybeRichText
            mode="strip"
            text={item.description}
            className={`mt-1 text-sm text-muted ${vertical ? 'line-clamp-2' : 'line-clamp-3'}`}
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
      {vertical ? null : image}
    </button>
  );
});

export function Badge({ children, tone = 'plain' }: { children: React.ReactNode; tone?: 'plain' | 'warn' }) {
  const colours = tone === 'warn' ? 'bg-amber-100 text-amber-900' : 'bg-canvas text-muted border border-line';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${colours}`}>{children}</span>;
}
