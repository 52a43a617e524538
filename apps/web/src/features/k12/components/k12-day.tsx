import type { RotationalDayView, RotationalItemView } from '@ordering/domain/contracts/k12';
import { toCents, toDollars } from '@ordering/domain/money/money';
import { lineAmount } from '@ordering/domain/pricing/line-price';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { K12Line } from '../k12-cart';
import { button, card, danger, dayLabel, ghost } from './ui';

/** One school day: its menu priced for the parent, why it cannot be ordered, and adding an item for the student. */
export function K12Day({
  day,
  locale,
  canAdd,
  lines,
  onAdd,
}: {
  day: RotationalDayView;
  locale: Locale;
  canAdd: boolean;
  lines: K12Line[];
  onAdd: (line: K12Line) => void;
}) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState<RotationalItemView | null>(null);
  const addButtons = useRef(new Map<string, HTMLButtonElement>());
  const headingId = `k12-day-${day.date}`;
  // The chooser closed (added or cancelled): focus goes back to the item's Add, where the parent was.
  const close = (item: RotationalItemView) => {
    setChoosing(null);
    requestAnimationFrame(() => addButtons.current.get(item.id)?.focus());
  };
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <section className={card} aria-labelledby={headingId} data-date={day.date}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold first-letter:uppercase">
          {dayLabel(day.date, locale)}
        </h3>
        {/* Always there, so an item added is said (the chooser closes and the count changes). */}
        <span role="status" className="text-sm font-semibold text-brand">
          {count > 0 ? t('k12.inCartForDay', { count }) : ''}
        </span>
      </div>
      {!day.orderable && (
        <p className="mt-1 text-sm text-muted">
          {day.reason === 'holiday' && day.holiday_name
            ? t('k12.reason.holidayNamed', { name: day.holiday_name })
            : t(`k12.reason.${day.reason ?? 'closed'}`, { defaultValue: t('k12.reason.closed') })}
        </p>
      )}
      {day.items.length > 0 && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {day.items.map((item) => (
            <DayItem
              key={item.id}
              day={day}
              item={item}
              locale={locale}
              canAdd={canAdd}
              open={choosing?.id === item.id}
              addButtons={addButtons.current}
              onChoose={() => setChoosing(item)}
              onClose={() => close(item)}
              onAdd={onAdd}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One item of the day: its price for the parent, its Add, and its choices opened under it. */
function DayItem({
  day,
  item,
  locale,
  canAdd,
  open,
  addButtons,
  onChoose,
  onClose,
  onAdd,
}: {
  day: RotationalDayView;
  item: RotationalItemView;
  locale: Locale;
  canAdd: boolean;
  open: boolean;
  /** The items' Add buttons, by item: focus goes back to one when its chooser closes. */
  addButtons: Map<string, HTMLButtonElement>;
  onChoose: () => void;
  onClose: () => void;
  onAdd: (line: K12Line) => void;
}) {
  const { t } = useTranslation();
  const chooserId = `k12-choose-${day.date}-${item.id}`;
  return (
    <li className={`rounded-xl border p-3 ${open ? 'border-brand' : 'border-line'}`} data-item={item.id}>
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{item.name}</p>
          <p className="text-sm text-muted">
            {money(toCents(item.price), locale)}
            {item.price < item.base_price && (
              <s className="ms-2">{money(toCents(item.base_price), locale)}</s>
            )}
          </p>
        </div>
        {day.orderable && (
          <button
            type="button"
            ref={(b) => {
              if (b) addButtons.set(item.id, b);
              else addButtons.delete(item.id);
            }}
            className={ghost}
            disabled={!canAdd || item.sold_out || item.unavailable}
            aria-label={t('k12.addItemOn', { item: item.name, day: dayLabel(day.date, locale) })}
            {...(item.options.length > 0
              ? { 'aria-expanded': open, 'aria-controls': open ? chooserId : undefined }
              : {})}
            onClick={() => (item.options.length > 0 ? onChoose() : onAdd(toLine(item, [])))}
          >
            {t('k12.add')}
          </button>
        )}
      </div>
      {/* The drink and fruit are chosen under the item tapped, where the parent is looking. */}
      {open && (
        <OptionChooser
          id={chooserId}
          item={item}
          locale={locale}
          onCancel={onClose}
          onAdd={(options) => {
            onAdd(toLine(item, options));
            onClose();
          }}
        />
      )}
    </li>
  );
}

type Group = RotationalItemView['options'][number] & {
  id: string;
  name: string;
  required: boolean;
  values: { id: string; name: string; price: number; default_selection: boolean; sold_out?: boolean }[];
};

function toLine(item: RotationalItemView, chosen: { group: Group; valueId: string }[]): K12Line {
  const addOns = chosen.map((c) => toCents(c.group.values.find((v) => v.id === c.valueId)?.price ?? 0));
  const unit = toDollars(lineAmount(toCents(item.price), addOns, 1));
  return {
    id: item.id,
    menu_id: item.menu_id,
    section_id: item.section_id,
    orderId: 0,
    quantity: 1,
    orderPrice: unit,
    orderOptions: chosen.map((c) => ({
      id: c.group.id,
      values: [
        {
          id: c.valueId,
          quantity: 1,
          adjustedPrice: c.group.values.find((v) => v.id === c.valueId)?.price ?? 0,
          options: [],
        },
      ],
    })),
    name: item.name,
    unitPrice: unit,
    choices: chosen.map((c) => c.group.values.find((v) => v.id === c.valueId)?.name ?? '').filter(Boolean),
  };
}

/** One choice per option group (a school meal's drink and fruit); required groups start on their default. */
function OptionChooser({
  id,
  item,
  locale,
  onAdd,
  onCancel,
}: {
  id: string;
  item: RotationalItemView;
  locale: Locale;
  onAdd: (chosen: { group: Group; valueId: string }[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const groups = item.options as Group[];
  const [picked, setPicked] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      groups
        .filter((g) => g.required)
        .map((g) => [
          g.id,
          (g.values.find((v) => v.default_selection && !v.sold_out) ?? g.values.find((v) => !v.sold_out))
            ?.id ?? '',
        ]),
    ),
  );
  const missing = groups.some((g) => g.required && !picked[g.id]);
  const box = useRef<HTMLFieldSetElement>(null);
  // Opened by Add: focus comes here (the first choice), and the chooser is scrolled into view if it is not.
  useEffect(() => {
    const first =
      box.current?.querySelector<HTMLInputElement>('input:checked:not(:disabled)') ??
      box.current?.querySelector<HTMLInputElement>('input:not(:disabled)');
    first?.focus({ preventScroll: true });
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <fieldset
      id={id}
      ref={box}
      className="mt-3 scroll-mb-24 border-t border-line pt-2"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <legend className="sr-only">{t('k12.chooseFor', { item: item.name })}</legend>
      {groups.map((g) => (
        <fieldset key={g.id} className="mt-2">
          <legend className="text-sm font-semibold">
            {g.name}
            {g.required && <span className="ms-1 text-muted">({t('k12.required')})</span>}
          </legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {g.values.map((v) => (
              <label
                key={v.id}
                className="flex items-center gap-1 rounded-full border border-line px-3 py-1 text-sm"
              >
                <input
                  type="radio"
                  name={`${item.id}-${g.id}`}
                  checked={picked[g.id] === v.id}
                  disabled={v.sold_out}
                  onChange={() => setPicked((p) => ({ ...p, [g.id]: v.id }))}
                />
                {v.name}
                {v.price > 0 && <span className="text-muted"> +{money(toCents(v.price), locale)}</span>}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {missing && <p className={`mt-2 text-sm ${danger}`}>{t('k12.requiredFields')}</p>}
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className={button}
          disabled={missing}
          onClick={() =>
            onAdd(
              groups.filter((g) => picked[g.id]).map((g) => ({ group: g, valueId: picked[g.id] as string })),
            )
          }
        >
          {t('k12.addToDay')}
        </button>
        <button type="button" className={ghost} onClick={onCancel}>
          {t('k12.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
