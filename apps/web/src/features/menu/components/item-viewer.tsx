import type { CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { remainingRoom } from '@ordering/domain/cart/limits';
import { formatCartMessage } from '@ordering/domain/cart/messages';
import type { ViewItem, ViewOptionGroup } from '@ordering/domain/menu/convert';
import type { DataFileItem } from '@ordering/domain/menu/data-file';
import { offeredDatesText } from '@ordering/domain/ordering/offered-dates';
import { findItem } from '@ordering/domain/pricing/menu-index';
import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MaybeRichText } from '../../../components/maybe-rich-text';
import { Stepper } from '../../../components/stepper';
import { trackFunnel, wayOfType } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { validateItem } from '../../../lib/cart/api';
import { useCart } from '../../../lib/cart/cart-context';
import { lineText } from '../../../lib/cart/line-text';
import { canOrder, modeOrderType } from '../../../lib/cart/order-mode';
import { type Locale, menuLocale } from '../../../lib/locale';
import { useMaintenance } from '../../../lib/maintenance';
import { money } from '../../../lib/money';
import { useRestaurantContext } from '../../../lib/restaurant-data';
import { CART_ADDED_TOAST, toast } from '../../../lib/toast';
import { ClosedMessage, useClosedNow } from './closed-notice';
import { Badge } from './item-card';
import {
  checkAdd,
  instructionsOf,
  setInstructions,
  setQuantity,
  setValueQuantity,
  startViewer,
  toggleValue,
  type ViewerState,
} from './item-viewer-state';

/** The special-instructions limit: the field shows the characters left, not the limit itself. */
const INSTRUCTIONS_MAX = 200;

/** The item viewer: the item's details, its options, quantity and special instructions, and add to cart. */
export function ItemViewer({
  item,
  onClose,
  returnFocus,
}: {
  item: ViewItem | null;
  onClose: () => void;
  /**
   * Gives focus back to what opened the viewer once it has closed (Escape, Close or Add to cart). Opened by state,
   * not by a trigger, the dialog would otherwise give it to what had focus when it opened, which is <body> where a
   * tap does not focus a button (Safari) or where the opener is gone (the cart's suggestions).
   */
  returnFocus?: () => void;
}) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocus) return;
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[94vh] flex-col overflow-hidden rounded-t-3xl bg-surface text-ink shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:left-1/2 sm:bottom-auto sm:max-h-[90vh] sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          {item ? <ViewerBody key={`${item.menu_id}:${item.id}`} item={item} onClose={onClose} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ViewerBody({ item, onClose }: { item: ViewItem; onClose: () => void }) {
  const { index } = useCart();
  const { t } = useTranslation();
  const definition = findItem(index, item.menu_id, item.id)?.item;
  if (definition) return <ViewerForm item={item} definition={definition} onClose={onClose} />;
  return (
    <div className="p-6">
      <Dialog.Title className="font-display text-xl font-semibold">{item.name}</Dialog.Title>
      <Dialog.Description className="mt-2 text-muted">{t('cart.itemGone')}</Dialog.Description>
    </div>
  );
}

function ViewerForm({
  item,
  definition,
  onClose,
}: {
  item: ViewItem;
  definition: DataFileItem;
  onClose: () => void;
}) {
  const { data, locale } = useRestaurantContext();
  const cart = useCart();
  const { t } = useTranslation();
  const [{ ctx, state: first }] = useState(() =>
    startViewer(data, cart.index, definition, { menuId: item.menu_id, sectionId: item.section_id }),
  );
  const [state, setState] = useState<ViewerState>(first);
  const [serverError, setServerError] = useState<string | null>(null);
  const instructionsId = useId();
  const messageId = useId();
  const choicesId = useId();
  const r = data.restaurant;
  // Ordering for now from this menu closed (outside its hours, past its last call): said here, before Add, which the
  // server would refuse (418, 424).
  const closed = useClosedNow(data, item.menu_id, cart.mode);
  const closedId = useId();
  const maintenance = useMaintenance(data);
  const blocked =
    item.sold_out || item.unavailable || r.orders_paused || maintenance !== null || closed !== null;
  const ordering = canOrder(cart.mode);
  const room = remainingRoom(data.order_options.max_items_per_cart, cart.count);

  const add = useMutation({
    mutationFn: () =>
      validateItem(r.id, {
        itemsInCart: cart.items,
        itemToAdd: state.temp.item,
        type: modeOrderType(cart.mode),
      }),
    onSuccess: () => {
      cart.add(state.temp.item);
      trackFunnel(r.slug, 'item-added', wayOfType(modeOrderType(cart.mode)));
      toast.success(t('cart.added', { name: item.name }), CART_ADDED_TOAST);
      onClose();
    },
    onError: (error) => setServerError(error instanceof ApiError ? error.message : t('cart.addFailed')),
  });

  const onAdd = () => {
    setServerError(null);
    const check = checkAdd(state, cart.items, cart.index, {
      maxItems: data.order_options.max_items_per_cart,
      maxMeals: data.order_options.max_meals_per_cart,
    });
    setState(check.state);
    if (check.message) {
      const firstMissing = check.state.missing[0];
      if (firstMissing) document.getElementById(`group-${firstMissing}`)?.focus();
      return;
    }
    add.mutate();
  };

  const message = serverError ?? (state.message ? formatCartMessage(state.message, locale) : null);
  const instructions = instructionsOf(state);
  const price = state.temp.issue ? item.price * state.temp.item.quantity : state.temp.item.orderPrice;
  // What goes into the cart, preselected defaults included, said beside Add: on a phone the groups may be below the
  // fold, and a diner adds what they have seen.
  const choices = lineText(cart.index, state.temp.item, menuLocale(locale)).options;
  const showChoices = choices.length > 0 && !blocked;
  const describedBy = [message ? messageId : closed ? closedId : null, showChoices ? choicesId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {/* The Close button has a row of its own above what scrolls: it never covers the options or their prices. */}
      <div className="flex justify-end border-b border-line px-3 py-2">
        <Dialog.Close className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand">
          {t('menu.close')}
        </Dialog.Close>
      </div>
      <div className="overflow-y-auto">
        {item.image ? (
          <img
            src={item.image}
            alt=""
            className="h-52 w-full object-cover sm:h-60"
            width={576}
            height={240}
          />
        ) : null}
        <div className="p-5">
          <Dialog.Title className="font-display text-2xl font-semibold">{item.name}</Dialog.Title>
          {/* The restaurant's description, its markup sanitised (strict: b, i, em, strong, p, br). */}
          <Dialog.Description asChild>
            <div className="mt-2 text-muted">
              <MaybeRichText as="div" text={item.description || item.name} />
            </div>
          </Dialog.Description>
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold">{money(item.price, locale)}</span>
            {item.price < item.base_price ? (
              <s className="text-muted">{money(item.base_price, locale)}</s>
            ) : null}
            {item.calories !== null ? (
              <span className="text-sm text-muted">{t('menu.calories', { count: item.calories })}</span>
            ) : null}
            {item.alcoholic_beverage ? <Badge>{t('menu.alcohol')}</Badge> : null}
            {item.sold_out ? <Badge tone="warn">{t('menu.soldOut')}</Badge> : null}
            {!item.sold_out && item.unavailable ? (
              <Badge tone="warn">
                {item.offered_days
                  ? t('menu.offeredOnly', { days: offeredDatesText(item.offered_days, locale) })
                  : t('menu.unavailable')}
              </Badge>
            ) : null}
          </p>
          {item.ingredients ? (
            <p className="mt-3 text-sm">
              <span className="font-semibold">{t('menu.ingredients')}: </span>
              {item.ingredients}
            </p>
          ) : null}
          <Tags label={t('menu.allergens')} values={item.allergens.map((a) => t(`allergen.${a}`))} />
          <Tags label={t('menu.diets')} values={item.diets.map((d) => t(`diet.${d}`))} />

          {item.options.map((group) => (
            <OptionGroupField
              key={group.id}
              group={group}
              path={[]}
              selections={state.temp.item.orderOptions}
              missing={state.missing}
              locale={locale}
              disabled={blocked}
              onToggle={(path, groupId, valueId) =>
                setState((s) => toggleValue(ctx, s, path, groupId, valueId))
              }
              onQuantity={(path, groupId, valueId, q) =>
                setState((s) => setValueQuantity(ctx, s, path, groupId, valueId, q))
              }
            />
          ))}

          {!r.hide_items_special_instructions && !blocked ? (
            <div className="mt-5 border-t border-line pt-4">
              <label htmlFor={instructionsId} className="font-semibold">
                {t('item.instructions')}
              </label>
              <textarea
                id={instructionsId}
                value={instructions}
                maxLength={INSTRUCTIONS_MAX}
                rows={2}
                onChange={(e) => setState((s) => setInstructions(ctx, s, e.target.value))}
                placeholder={t('item.instructionsPlaceholder')}
                aria-describedby={`${instructionsId}-left`}
                className="mt-2 w-full rounded-xl border border-line bg-canvas p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand"
              />
              <p id={`${instructionsId}-left`} className="text-right text-xs text-muted">
                {t('item.charactersLeft', { count: INSTRUCTIONS_MAX - instructions.length })}
              </p>
            </div>
          ) : null}
        </div>
      </div>

      <div className="border-t border-line bg-surface p-4">
        {message ? (
          <p id={messageId} role="alert" className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {message}
          </p>
        ) : null}
        {closed ? (
          <p
            id={closedId}
            role="status"
            className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            <ClosedMessage closed={closed} locale={locale} />
          </p>
        ) : null}
        {!ordering && !blocked ? (
          <p className="mb-3 text-sm text-muted">
            {t('cart.chooseMode')}{' '}
            <Link className="font-semibold text-brand underline" to={`/${r.slug}/landing`}>
              {t('cart.atTable')}
            </Link>{' '}
            ·{' '}
            <Link className="font-semibold text-brand underline" to={`/${r.slug}?takeout=true`}>
              {t('cart.takeout')}
            </Link>
          </p>
        ) : null}
        {showChoices ? (
          <p id={choicesId} className="mb-3 text-sm">
            {t('item.yourChoices', { choices: choices.join(' · ') })}
          </p>
        ) : null}
        {/* The button keeps its words on one line: where they do not fit beside the quantity (French on a phone),
            it takes a row of its own. */}
        <div className="flex flex-wrap items-center gap-3">
          <Stepper
            value={state.temp.item.quantity}
            min={1}
            // No more than the cart has room for (the server refuses more at add, cart-rules.ts).
            max={Number.isFinite(room) ? Math.max(1, room) : undefined}
            label={t('item.quantity')}
            // A quantity means nothing where nothing can be ordered (a view-only menu, no table nor take-out).
            disabled={blocked || !ordering}
            onChange={(q) => setState((s) => setQuantity(ctx, s, q))}
          />
          <button
            type="button"
            onClick={onAdd}
            disabled={blocked || !ordering || add.isPending}
            aria-describedby={describedBy || undefined}
            className="flex flex-1 items-center justify-between gap-2 whitespace-nowrap rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <span>{add.isPending ? t('item.adding') : t('item.add')}</span>
            <span>{money(price, locale)}</span>
          </button>
        </div>
      </div>
    </>
  );
}

function Tags({ label, values }: { label: string; values: string[] }) {
  if (values.length === 0) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-1.5 text-sm">
      <span className="font-semibold">{label}:</span>
      {values.map((v) => (
        <Badge key={v}>{v}</Badge>
      ))}
    </p>
  );
}

interface GroupProps {
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
function OptionGroupField(props: GroupProps) {
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
