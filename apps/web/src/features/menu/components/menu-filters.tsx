import { ALLERGENS, DIETS } from '@ordering/domain/menu/constants';
import { useTranslation } from 'react-i18next';
import { type MenuFilters, NO_FILTERS } from './filter-menu';

function toggle(list: string[], value: string) {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export function MenuFiltersBar({
  filters,
  onChange,
}: {
  filters: MenuFilters;
  onChange: (f: MenuFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const active = filters.allergens.length + filters.diets.length > 0 || filters.query !== '';
  const chip = (pressed: boolean) =>
    `rounded-full border px-3 py-1 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand ${
      pressed ? 'border-brand bg-brand text-brand-contrast' : 'border-line bg-surface'
    }`;
  return (
    <div className="space-y-3">
      <label className="block">
        <span className="sr-only">{t('menu.search')}</span>
        <input
          type="search"
          value={filters.query}
          onChange={(e) => onChange({ ...filters, query: e.target.value })}
          placeholder={t('menu.searchPlaceholder')}
          className="w-full rounded-full border border-line bg-surface px-4 py-2.5 focus:border-brand focus:outline-none"
        />
      </label>
      <details className="group">
        <summary className="cursor-pointer text-sm font-semibold">{t('menu.filters')}</summary>
        <fieldset className="mt-2">
          <legend className="text-sm text-muted">{t('menu.diets')}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {DIETS.map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={filters.diets.includes(d)}
                className={chip(filters.diets.includes(d))}
                onClick={() => onChange({ ...filters, diets: toggle(filters.diets, d) })}
              >
                {t(`diet.${d}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-3">
          <legend className="text-sm text-muted">{t('menu.allergens')}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {ALLERGENS.map((a) => (
              <button
                key={a}
                type="button"
                aria-pressed={filters.allergens.includes(a)}
                className={chip(filters.allergens.includes(a))}
                onClick={() => onChange({ ...filters, allergens: toggle(filters.allergens, a) })}
              >
                {t('menu.without', { allergen: t(`allergen.${a}`).toLocaleLowerCase(i18n.language) })}
              </button>
            ))}
          </div>
        </fieldset>
      </details>
      {active ? (
        <button
          type="button"
          className="text-sm font-semibold text-brand underline"
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('menu.clearFilters')}
        </button>
      ) : null}
    </div>
  );
}
