import type { ViewItem, ViewMenu } from '@ordering/domain/menu/convert';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaybeRichText } from '../../../components/maybe-rich-text';
import type { Locale } from '../../../lib/locale';
import { filterMenu, type MenuFilters, NO_FILTERS } from '../components/filter-menu';
import { ItemCard, itemsClass } from '../components/item-card';
import { MenuFiltersBar } from '../components/menu-filters';
import { FeaturedItems } from './featured-items';

type CardStyles = Parameters<typeof itemsClass>[0];

/**
 * A menu's body: its filters and sections' links beside it (on a wide screen), then, unfiltered, what comes first
 * (`first`: order again) and its featured items, then its sections of item cards.
 */
export function MenuSections({
  menu,
  featured,
  styles,
  locale,
  first,
  onOpen,
}: {
  menu: ViewMenu;
  featured: readonly ViewItem[];
  styles: CardStyles;
  locale: Locale;
  /** Shown above the featured items while no filter is on. */
  first?: ReactNode;
  onOpen: (item: ViewItem, from?: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<MenuFilters>(NO_FILTERS);
  const shown = useMemo(() => filterMenu(menu, filters), [menu, filters]);
  const unfiltered = filters === NO_FILTERS;
  return (
    <div className="mt-5 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
      <aside className="lg:sticky lg:top-20 lg:self-start">
        <MenuFiltersBar filters={filters} onChange={setFilters} />
        <nav
          aria-label={t('menu.sections')}
          className="no-scrollbar mt-4 flex gap-2 overflow-x-auto lg:flex-col"
        >
          {shown.sections.map((s) => (
            <a
              key={s.id}
              href={`#section-${s.id}`}
              className="whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium text-muted hover:bg-surface hover:text-ink lg:rounded-lg"
            >
              {s.name || menu.name}
            </a>
          ))}
        </nav>
      </aside>
      <div>
        {unfiltered ? first : null}
        {featured.length > 0 && unfiltered ? (
          <FeaturedItems items={featured} locale={locale} onOpen={onOpen} />
        ) : null}
        {shown.sections.length === 0 ? (
          <p className="mt-10 text-center text-muted">{t('menu.noResults')}</p>
        ) : null}
        {shown.sections.map((section) => (
          <section
            key={section.id}
            id={`section-${section.id}`}
            aria-label={section.name || menu.name}
            className="mt-8 scroll-mt-20 first:mt-6 lg:first:mt-0"
          >
            {section.name ? <h2 className="font-display text-xl font-semibold">{section.name}</h2> : null}
            {section.description ? (
              <MaybeRichText as="div" text={section.description} className="mt-1 text-sm text-muted" />
            ) : null}
            <ul className={itemsClass(styles)}>
              {section.items.map((item) => (
                <li key={item.id}>
                  <ItemCard item={item} locale={locale} {...styles} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
