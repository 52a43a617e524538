import type { CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { toggleOption } from '@ordering/domain/cart/options';
import { localized } from '@ordering/domain/menu/convert';
import type { OptionGroup } from '@ordering/domain/menu/data-file';
import { toCents } from '@ordering/domain/money/money';
import { useTranslation } from 'react-i18next';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';

/**
 * An item's option groups for a phone or counter order: one choice (radio) or several (checkbox) per group, by the
 * domain's rules (cart/options.ts), and the groups of each chosen value under it, as deep as the file goes.
 */
export function CounterOptions({
  groups,
  selections,
  onChange,
  locale,
  path = 'o',
}: {
  groups: readonly OptionGroup[];
  selections: readonly CartOptionGroup[];
  onChange: (next: CartOptionGroup[]) => void;
  locale: Locale;
  path?: string;
}) {
  const { t } = useTranslation();
  const lang = menuLocale(locale);
  return (
    <>
      {groups.map((group) => {
        const chosen = selections.find((s) => s.id === group.id)?.values ?? [];
        const name = `${path}-${group.id}`;
        return (
          <fieldset key={group.id} className="mt-2 rounded-lg border border-line p-2">
            <legend className="px-1 font-semibold">
              {localized(group, 'name', lang)}
              {group.required ? (
                <span className="ml-1 text-sm text-muted">({t('staff.counter.required')})</span>
              ) : null}
            </legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {group.values
                .filter((v) => v.published_at !== null && !v.sold_out)
                .map((value) => {
                  const selected = chosen.some((c) => c.id === value.id);
                  return (
                    <label key={value.id} className="flex min-h-11 items-center gap-2">
                      <input
                        type={group.allow_multiple_selection ? 'checkbox' : 'radio'}
                        name={name}
                        checked={selected}
                        onChange={() =>
                          onChange(toggleOption(groups, selections, group.id, value.id).selections)
                        }
                        className="size-5"
                      />
                      <span>
                        {localized(value, 'name', lang)}
                        {value.price > 0 ? ` (+${money(toCents(value.price), locale)})` : ''}
                      </span>
                    </label>
                  );
                })}
            </div>
            {chosen.map((c) => {
              const value = group.values.find((v) => v.id === c.id);
              if (!value || value.options.length === 0) return null;
              return (
                <div key={c.id} className="ml-4">
                  <CounterOptions
                    groups={value.options}
                    selections={c.options}
                    locale={locale}
                    path={`${name}-${c.id}`}
                    onChange={(nested) =>
                      onChange(
                        selections.map((s) =>
                          s.id === group.id
                            ? {
                                ...s,
                                values: s.values.map((v) => (v.id === c.id ? { ...v, options: nested } : v)),
                              }
                            : s,
                        ),
                      )
                    }
                  />
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
