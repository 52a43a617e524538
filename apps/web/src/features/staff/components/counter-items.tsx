import { defaultSelections, missingRequiredGroups } from '@ordering/domain/cart/options';
import { localized } from '@ordering/domain/menu/convert';
import { toCents } from '@ordering/domain/money/money';
import { useTranslation } from 'react-i18next';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { counterSections } from '../counter-order';
import type { CounterOrderState, Picking } from '../hooks/use-counter-order';
import { CounterOptions } from './counter-options';
import { inputClass, panel, primaryButton, secondaryButton } from './ui';

/** The counter order's items: the menu (when there are several), its sections' items, and the options of the one picked. */
export function CounterItems({ order, locale }: { order: CounterOrderState; locale: Locale }) {
  const { t } = useTranslation();
  const lang = menuLocale(locale);
  const { file, menus, menu, picking, setPicking, add } = order;
  return (
    <section aria-labelledby="counter-items" className={panel}>
      <h2 id="counter-items" className="text-lg font-semibold">
        {t('staff.counter.items')}
      </h2>
      {menus.length > 1 ? (
        <label className="mt-2 block">
          <span className="font-semibold">{t('staff.counter.menu')}</span>
          <select
            className={`mt-1 ${inputClass}`}
            value={menu?.id ?? ''}
            onChange={(e) => {
              order.setMenuId(e.target.value);
              setPicking(null);
            }}
          >
            {menus.map((m) => (
              <option key={m.id} value={m.id}>
                {localized(m, 'name', lang)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {!file ? <p className="text-muted">{t('staff.loading')}</p> : null}
      {menu
        ? counterSections(menu).map((section) => (
            <div key={section.id ?? 'loose'} className="mt-3">
              <h3 className="font-semibold text-muted">{localized(section.title, 'name', lang)}</h3>
              <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {section.items.map((picked) => (
                  <button
                    key={picked.item.id}
                    type="button"
                    aria-pressed={picking?.picked.item.id === picked.item.id}
                    className={`${secondaryButton} text-left`}
                    onClick={() =>
                      picked.item.options.length > 0
                        ? setPicking({ picked, options: defaultSelections(picked.item.options) })
                        : add(picked, [])
                    }
                  >
                    <span className="block">{localized(picked.item, 'name', lang)}</span>
                    <span className="block text-sm font-normal text-muted">
                      {money(toCents(picked.item.price ?? 0), locale)}
                    </span>
                  </button>
                ))}
              </div>
              {picking && section.items.some((i) => i.item.id === picking.picked.item.id) ? (
                <PickedOptions picking={picking} order={order} locale={locale} />
              ) : null}
            </div>
          ))
        : null}
    </section>
  );
}

/** The options of the item being picked, added to the order once every required choice is made. */
function PickedOptions({
  picking,
  order,
  locale,
}: {
  picking: Picking;
  order: CounterOrderState;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const name = localized(picking.picked.item, 'name', menuLocale(locale));
  const missing = missingRequiredGroups(picking.picked.item.options, picking.options).length > 0;
  return (
    <form
      aria-label={t('staff.counter.options', { item: name })}
      className="mt-2 rounded-lg bg-canvas p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!missing) order.add(picking.picked, picking.options);
      }}
    >
      <p className="font-semibold">{t('staff.counter.options', { item: name })}</p>
      <CounterOptions
        groups={picking.picked.item.options}
        selections={picking.options}
        locale={locale}
        onChange={(options) => order.setPicking({ ...picking, options })}
      />
      {missing ? <p className="mt-2 text-sm text-muted">{t('staff.counter.missing')}</p> : null}
      <div className="mt-2 flex gap-2">
        <button type="submit" disabled={missing} className={primaryButton}>
          {t('staff.counter.add')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => order.setPicking(null)}>
          {t('staff.counter.cancel')}
        </button>
      </div>
    </form>
  );
}
