/**
 * The item viewer's parts (item-viewer.tsx): the item's details, the special instructions, and the bar that adds the
 * item to the cart. Loaded with the viewer, on the first tap.
 */
import type { ViewItem } from '@ordering/domain/menu/convert';
import { offeredDatesText } from '@ordering/domain/ordering/offered-dates';
import { Dialog } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MaybeRichText } from '../../../components/maybe-rich-text';
import { Stepper } from '../../../components/stepper';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { ClosedMessage, type useClosedNow } from './closed-notice';
import { Badge } from './item-card';

/** The special-instructions limit: the field shows the characters left, not the limit itself. */
const INSTRUCTIONS_MAX = 200;

/**
 * The item's picture, name, description, price, badges, ingredients, allergens and diets; below them, in the same
 * padded block, what the viewer asks (its options and instructions).
 */
export function ItemDetails({
  item,
  locale,
  children,
}: {
  item: ViewItem;
  locale: Locale;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {item.image ? (
        <img src={item.image} alt="" className="h-52 w-full object-cover sm:h-60" width={576} height={240} />
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
            <span className="font-semibold">{t('menu.labelled', { label: t('menu.ingredients') })} </span>
            {item.ingredients}
          </p>
        ) : null}
        <Tags label={t('menu.allergens')} values={item.allergens.map((a) => t(`allergen.${a}`))} />
        <Tags label={t('menu.diets')} values={item.diets.map((d) => t(`diet.${d}`))} />
        {children}
      </div>
    </>
  );
}

/** A label and its values; the colon as the language writes it (French: a no-break space before it). */
function Tags({ label, values }: { label: string; values: string[] }) {
  const { t } = useTranslation();
  if (values.length === 0) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-1.5 text-sm">
      <span className="font-semibold">{t('menu.labelled', { label })}</span>
      {values.map((v) => (
        <Badge key={v}>{v}</Badge>
      ))}
    </p>
  );
}

/** The diner's special instructions for the kitchen, with the characters left. */
export function InstructionsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const instructionsId = useId();
  return (
    <div className="mt-5 border-t border-line pt-4">
      <label htmlFor={instructionsId} className="font-semibold">
        {t('item.instructions')}
      </label>
      <textarea
        id={instructionsId}
        value={value}
        maxLength={INSTRUCTIONS_MAX}
        rows={2}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('item.instructionsPlaceholder')}
        aria-describedby={`${instructionsId}-left`}
        className="mt-2 w-full rounded-xl border border-line bg-canvas p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand"
      />
      <p id={`${instructionsId}-left`} className="text-right text-xs text-muted">
        {t('item.charactersLeft', { count: INSTRUCTIONS_MAX - value.length })}
      </p>
    </div>
  );
}

/**
 * What stops or explains the add (the server's or the cart's message, the menu closed now, no way of ordering
 * chosen), the choices going into the cart, the quantity, and Add with its price.
 */
export function AddBar({
  slug,
  locale,
  message,
  closed,
  ordering,
  blocked,
  choices,
  quantity,
  room,
  onQuantity,
  onAdd,
  adding,
  price,
}: {
  slug: string;
  locale: Locale;
  message: string | null;
  closed: ReturnType<typeof useClosedNow>;
  ordering: boolean;
  blocked: boolean;
  /** What goes into the cart, preselected defaults included. */
  choices: string[];
  quantity: number;
  /** How many more items the cart takes. */
  room: number;
  onQuantity: (quantity: number) => void;
  onAdd: () => void;
  adding: boolean;
  price: number;
}) {
  const { t } = useTranslation();
  const messageId = useId();
  const choicesId = useId();
  const closedId = useId();
  const showChoices = choices.length > 0 && !blocked;
  const describedBy = [message ? messageId : closed ? closedId : null, showChoices ? choicesId : null]
    .filter(Boolean)
    .join(' ');
  return (
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
          <Link className="font-semibold text-brand underline" to={`/${slug}/landing`}>
            {t('cart.atTable')}
          </Link>{' '}
          ·{' '}
          <Link className="font-semibold text-brand underline" to={`/${slug}?takeout=true`}>
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
          value={quantity}
          min={1}
          // No more than the cart has room for (the server refuses more at add, cart-rules.ts).
          max={Number.isFinite(room) ? Math.max(1, room) : undefined}
          label={t('item.quantity')}
          // A quantity means nothing where nothing can be ordered (a view-only menu, no table nor take-out).
          disabled={blocked || !ordering}
          onChange={onQuantity}
        />
        <button
          type="button"
          onClick={onAdd}
          disabled={blocked || !ordering || adding}
          aria-describedby={describedBy || undefined}
          className="flex flex-1 items-center justify-between gap-2 whitespace-nowrap rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <span>{adding ? t('item.adding') : t('item.add')}</span>
          <span>{money(price, locale)}</span>
        </button>
      </div>
    </div>
  );
}
