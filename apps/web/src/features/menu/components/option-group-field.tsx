/** The item viewer's option groups (item-viewer.tsx): a group's values, their quantities and the groups they nest. */
import type { CartOptionGroup } from '@ordering/domain/cart/cart-item';
import type { ViewOptionGroup } from '@ordering/domain/menu/convert';
import { useTranslation } from 'react-i18next';
import { Stepper } from '../../../components/stepper';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { Badge } from './item-card';

export interface GroupProps {
  group: ViewOptionGroup;
  path: string[];
  selections: CartOptionGroup[];
  missing: string[];
  locale: Locale;
  disabled: boolean;
  onToggle: (path: string[], groupId: string, valueId: string) => void;
  onQuantity: (path: string[], groupId: string, valueId: string, quantity: number) => void;
}

/** One option group: radios for a single choice, checkboxes (with a quantity where allowed) for several. */
export function OptionGroupField(props: GroupProps) {
  const { group, path, selections, missing, locale, disabled, onToggle, onQuantity } = props;
  const { t } = useTranslation();
  const selected = selections.find((s) => s.id === group.id)?.values ?? [];
  const isMissing = missing.includes(group.id);
  const multiple = group.allow_multiple_selection;
  const rule =
    multiple && group.limit ? t('menu.upTo', { count: group.limit }) : multiple ? '' : t('menu.chooseOne');
  const nested = path.length > 0;
  // The heading says what is chosen ("Cook: Medium rare"), a preselected default included, so the diner reads it
  // with the group's name and not only as one radio among many.
  const chosenNames = group.values
    .flatMap((v) => {
      const chosen = selected.find((c) => c.id === v.id);
      if (!chosen) return [];
      return [chosen.quantity > 1 ? `${chosen.quantity} × ${v.name}` : v.name];
    })
    .join(', ');
  return (
    <fieldset
      id={`group-${group.id}`}
      tabIndex={-1}
      aria-invalid={isMissing || undefined}
      className={`mt-5 rounded-2xl border p-4 focus:outline-none ${
        isMissing ? 'border-red-600' : nested ? 'border-line bg-canvas' : 'border-line'
      }`}
    >
      <legend className="flex flex-wrap items-center gap-2 px-1 font-semibold">
        {chosenNames ? t('item.groupChosen', { group: group.name, choices: chosenNames }) : group.name}
        {group.required ? <Badge tone="warn">{t('menu.required')}</Badge> : null}
        {rule ? <span className="text-sm font-normal text-muted">{rule}</span> : null}
      </legend>
      {group.description ? <p className="text-sm text-muted">{group.description}</p> : null}
      <ul className="mt-1 divide-y divide-line">
        {group.values.map((value) => {
          const chosen = selected.find((v) => v.id === value.id);
          const inputId = `opt-${path.join('-')}-${group.id}-${value.id}`;
          const canStep = multiple && chosen && (value.max_quantity === null || value.max_quantity > 1);
          return (
            <li key={value.id} className="py-2">
              <div className="flex items-center gap-3">
                <input
                  id={inputId}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${path.join('-')}-${group.id}`}
                  checked={Boolean(chosen)}
                  disabled={disabled}
                  onChange={() => onToggle(path, group.id, value.id)}
                  className="size-5 accent-brand"
                />
                <label htmlFor={inputId} className="flex flex-1 flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-medium">{value.name}</span>
                  {value.calories !== null ? (
                    <span className="text-xs text-muted">
                      {t('menu.calories', { count: value.calories })}
                    </span>
                  ) : null}
                </label>
                {canStep ? (
                  <Stepper
                    small
                    value={chosen.quantity}
                    min={0}
                    label={t('item.optionQuantity', { name: value.name })}
                    onChange={(q) => onQuantity(path, group.id, value.id, q)}
                  />
                ) : null}
                {value.price > 0 ? (
                  <span className="text-sm text-muted">
                    {group.type === 'pricing' ? money(value.price, locale) : `+${money(value.price, locale)}`}
                  </span>
                ) : null}
              </div>
              {chosen && value.options.length > 0
                ? value.options.map((inner) => (
                    <OptionGroupField
                      key={inner.id}
                      {...props}
                      group={inner}
                      path={[...path, group.id, value.id]}
                      selections={chosen.options}
                    />
                  ))
                : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
