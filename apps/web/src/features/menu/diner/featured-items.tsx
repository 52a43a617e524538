import type { ViewItem } from '@ordering/domain/menu/convert';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';

/** The menu's featured items, a row of pictures at its top. */
export function FeaturedItems({
  items,
  locale,
  onOpen,
}: {
  items: readonly ViewItem[];
  locale: Locale;
  onOpen: (item: ViewItem, from: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="featured" className="mt-6 lg:mt-0">
      <h2 id="featured" className="font-display text-xl font-semibold">
        {t('menu.featured')}
      </h2>
      <div className="no-scrollbar mt-3 flex snap-x gap-3 overflow-x-auto pb-2">
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            onClick={(e) => onOpen(item, e.currentTarget)}
            className="flex w-56 shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-line bg-surface text-left shadow-sm focus-visible:outline-2 focus-visible:outline-brand"
          >
            {item.image ? (
              <img
                src={item.image}
                alt=""
                // The first featured pictures are the first screen's largest paint: fetched at once.
                loading={index < 2 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                width={224}
                height={126}
                className="h-32 w-full object-cover"
              />
            ) : null}
            <span className="block p-3">
              <span className="block font-semibold">{item.name}</span>
              <span className="text-sm text-muted">{money(item.price, locale)}</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
