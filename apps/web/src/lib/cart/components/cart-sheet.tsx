import type { CartItem } from '@ordering/domain/cart/cart-item';
import { checkMaxItemsOnUpdate } from '@ordering/domain/cart/limits';
import { formatCartMessage } from '@ordering/domain/cart/messages';
import { localized, type ViewItem } from '@ordering/domain/menu/convert';
import { cartTiming } from '@ordering/domain/ordering/cart-timing';
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PausedNotice } from '../../../components/paused-notice';
import { Stepper } from '../../../components/stepper';
import { ApiError } from '../../api-client';
import { type Locale, menuLocale } from '../../locale';
import { lazyMaintenance, useMaintenance } from '../../maintenance';
import { money } from '../../money';
import { useRestaurantContext } from '../../restaurant-data';
import { asksWhen } from '../asks-when';
import { useCart } from '../cart-context';
import { cartMenus } from '../cart-menus';
import { groupByKitchen } from '../kitchen-groups';
import { lineText } from '../line-text';
import { useMinimumNotices } from '../menu-minimums';
import { canOrder } from '../order-mode';
import { refusedChoiceName, refusedChoices, refusedLines, refusedMark } from '../refused-lines';
import { upsellFor } from '../upsell';
import { useCosts } from '../use-costs';
import { CostsSummary } from './costs-summary';
import { MinimumNotice } from './minimum-notice';

// Its words load with it (not the menu's part of the catalog), only while a maintenance window is in force.
const MaintenanceNotice = lazy(() => lazyMaintenance('MaintenanceNotice'));

type Costs = ReturnType<typeof useCosts>;

/** The cart button at the foot of the menu and the cart it opens: lines, quantities, costs, upsell, checkout. */
export function CartSheet({
  upsell,
  onOpenItem,
}: {
  upsell: ViewItem[];
  onOpenItem: (item: ViewItem) => void;
}) {
  const { locale } = useRestaurantContext();
  const cart = useCart();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (cart.count === 0) return null;
  const localTotal = cart.items.reduce((sum, i) => sum + i.orderPrice, 0);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 p-3 sm:p-5">
        <Dialog.Trigger
          data-cart-button=""
          className="pointer-events-auto mx-auto flex w-full max-w-xl items-center justify-between gap-3 rounded-full bg-brand px-5 py-3.5 font-semibold text-brand-contrast shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <span className="rounded-full bg-black/20 px-2.5 py-0.5 text-sm">{cart.count}</span>
          <span>{t('cart.view')}</span>
          <span>{money(localTotal, locale)}</span>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[94vh] flex-col rounded-t-3xl bg-surface text-ink shadow-xl focus:outline-none sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[28rem] sm:rounded-none sm:rounded-l-3xl"
        >
          <CartBody
            upsell={upsell}
            onOpenItem={(item) => {
              setOpen(false);
              onOpenItem(item);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CartBody({ upsell, onOpenItem }: { upsell: ViewItem[]; onOpenItem: (item: ViewItem) => void }) {
  const { data, locale } = useRestaurantContext();
  const cart = useCart();
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The menu's query (tableNum and the other mode parameters) rides along: the checkout keeps the diner's query,
  // as an expired session's way to /login does.
  const { search } = useLocation();
  const costs = useCosts();
  const r = data.restaurant;

  // A catering menu's minimum order amount not reached yet, whatever way the cart is ordered (a suite's pre-order
  // too): the sum still missing, said before the checkout, as the server would refuse the order for it.
  const minimumNotices = useMinimumNotices();
  const suggestions = upsellFor(upsell, cart.items, cart.index);
  // A pause is said once, by "Go to checkout" below (with the staff note): the costs' refusal (419) says the same.
  const pausedRefusal = r.orders_paused && costs.error instanceof ApiError && costs.error.code === 419;
  const costsError = pausedRefusal
    ? null
    : costs.error instanceof ApiError
      ? costs.error.message
      : costs.error
        ? t('cart.costsFailed')
        : null;
  const maintenance = useMaintenance(data);
  // Menus no one time suits (one for now only, another scheduled only, e.g. quick and 48-hour catering): said here,
  // before the checkout, with what to do.
  const noCommonTime = asksWhen(cart.mode) && cartTiming(cartMenus(data, cart.items)).noCommonTime;
  const blocked =
    maintenance !== null ||
    r.orders_paused ||
    !canOrder(cart.mode) ||
    minimumNotices.length > 0 ||
    noCommonTime;
  // Why "Go to checkout" cannot be used, said next to it (the catering minimum says so below, on its own).
  const blockedReason = maintenance ? (
    <Suspense fallback={null}>
      <MaintenanceNotice window={maintenance} />
    </Suspense>
  ) : r.orders_paused ? (
    <PausedNotice />
  ) : !canOrder(cart.mode) ? (
    t('cart.noFlags')
  ) : noCommonTime ? (
    t('cart.noCommonTime')
  ) : null;

  return (
    <>
      {/* The Close button sits in the title's row, never over the cart's lines. */}
      <div className="flex items-center justify-between gap-3 border-b border-line p-5">
        <Dialog.Title className="font-display text-2xl font-semibold">{t('cart.title')}</Dialog.Title>
        <Dialog.Close className="shrink-0 rounded-full border border-line px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand">
          {t('menu.close')}
        </Dialog.Close>
      </div>
      <div className="flex-1 overflow-y-auto p-5">
        <CartLines costs={costs} />

        {suggestions.length > 0 && !r.orders_paused && canOrder(cart.mode) ? (
          <UpsellStrip suggestions={suggestions} locale={locale} onOpenItem={onOpenItem} />
        ) : null}
      </div>
      <div className="border-t border-line p-5">
        <CartCosts costs={costs} error={costsError} />
        <MinimumNotice id="checkout-minimum" notices={minimumNotices} className="mt-3" />
        {blockedReason ? (
          <p
            id="checkout-blocked"
            role="status"
            className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            {blockedReason}
          </p>
        ) : null}
        <button
          type="button"
          aria-describedby={
            [blockedReason ? 'checkout-blocked' : '', minimumNotices.length > 0 ? 'checkout-minimum' : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          disabled={blocked || !costs.data || Boolean(costsError)}
          onClick={() => navigate(`/${r.slug}/checkout${search}`)}
          className="mt-4 w-full rounded-full bg-brand px-5 py-3.5 font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('cart.checkout')}
        </button>
      </div>
    </>
  );
}

/** The cart's lines (under each kitchen on a marketplace hub), with what a quantity over the cart's limit says. */
function CartLines({ costs }: { costs: Costs }) {
  const { data, locale } = useRestaurantContext();
  const cart = useCart();
  const [message, setMessage] = useState<string | null>(null);
  const lang = menuLocale(locale);
  // The lines the server refused (a sold-out item...): marked where they are, so the diner can remove them and go on.
  const refused = refusedLines(costs.error);
  const refusedChoice = refusedChoices(costs.error);
  return (
    <>
      {message ? (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      {/* A marketplace hub's cart: under each kitchen, which gets its own order (lib/cart/kitchen-groups.ts). */}
      {(data.restaurant.marketplace_hub
        ? groupByKitchen(cart.items, data.menus, lang)
        : [{ menuId: '', name: '', items: cart.items, subtotal: 0 }]
      ).map((kitchen) => (
        <div
          key={kitchen.menuId}
          className="mt-4 first:mt-0"
          data-kitchen-group={kitchen.menuId || undefined}
        >
          {kitchen.name ? (
            <h3 className="flex justify-between gap-3 border-b border-line pb-1 font-semibold">
              <span>{kitchen.name}</span>
              <span>{money(kitchen.subtotal, locale)}</span>
            </h3>
          ) : null}
          <ul className="divide-y divide-line">
            {kitchen.items.map((item) => {
              const text = lineText(cart.index, item, lang);
              return (
                <CartLine
                  key={item.orderId}
                  item={item}
                  text={text}
                  refusedCode={refused.get(item.orderId)}
                  refusedChoice={refusedChoiceName(cart.index, item, refusedChoice.get(item.orderId), lang)}
                  locale={locale}
                  onQuantity={(q) => {
                    const over = checkMaxItemsOnUpdate(
                      data.order_options.max_items_per_cart,
                      cart.items,
                      item.orderId,
                      q,
                    );
                    setMessage(over ? formatCartMessage(over, locale) : null);
                    if (!over) cart.setQuantity(item.orderId, q);
                  }}
                  onRemove={() => cart.remove(item.orderId)}
                />
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}

/** The costs as the server prices them (or that it is pricing them), under what refused them if it did. */
function CartCosts({ costs, error }: { costs: Costs; error: string | null }) {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const lang = menuLocale(locale);
  return (
    <>
      {error ? (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {costs.error && !costs.data ? null : costs.data ? (
        <div aria-busy={costs.isFetching} className={costs.isFetching ? 'opacity-60' : ''}>
          <CostsSummary
            costs={costs.data}
            locale={locale}
            splitTaxes={data.restaurant.show_split_taxes}
            serviceChargeLabel={localized(data.order_options, 'service_charge_label', lang)}
            showTip={false}
          />
        </div>
      ) : (
        <p className="text-sm text-muted">{t('cart.pricing')}</p>
      )}
    </>
  );
}

/** One line of the cart: its name, a refusal's mark, options and note, price, quantity and Remove. */
function CartLine({
  item,
  text,
  refusedCode,
  refusedChoice,
  locale,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  text: ReturnType<typeof lineText>;
  refusedCode: number | undefined;
  /** The choice the refusal is about, when it is a choice and not the dish. */
  refusedChoice: string | undefined;
  locale: Locale;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="py-3" data-refused={refusedCode ?? undefined}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{text.name}</p>
          {refusedCode !== undefined ? (
            <p className="mt-0.5 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {refusedMark(t, refusedCode, refusedChoice)}
            </p>
          ) : null}
          {text.options.length > 0 ? <p className="text-sm text-muted">{text.options.join(', ')}</p> : null}
          {text.instructions ? <p className="text-sm text-muted italic">“{text.instructions}”</p> : null}
        </div>
        <span className="font-semibold">{money(item.orderPrice, locale)}</span>
      </div>
      <div className="mt-2 flex items-center justify-between">
        <Stepper
          small
          value={item.quantity}
          min={1}
          label={t('cart.quantityOf', { name: text.name })}
          onChange={onQuantity}
        />
        <button
          type="button"
          onClick={onRemove}
          className="rounded-full px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand dark:text-red-300"
        >
          {t('cart.remove')}
          <span className="sr-only"> {text.name}</span>
        </button>
      </div>
    </li>
  );
}

/** Suggestions to add, each opening its item. */
function UpsellStrip({
  suggestions,
  locale,
  onOpenItem,
}: {
  suggestions: ViewItem[];
  locale: Locale;
  onOpenItem: (item: ViewItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="upsell" className="mt-5 rounded-2xl bg-canvas p-4">
      <h3 id="upsell" className="font-semibold">
        {t('cart.upsell')}
      </h3>
      <ul className="no-scrollbar mt-3 flex gap-3 overflow-x-auto">
        {suggestions.slice(0, 6).map((item) => (
          <li key={`${item.menu_id}:${item.id}`} className="w-36 shrink-0">
            <button
              type="button"
              onClick={() => onOpenItem(item)}
              className="w-full overflow-hidden rounded-xl border border-line bg-surface text-left text-sm focus-visible:outline-2 focus-visible:outline-brand"
            >
              {item.image ? (
                <img src={item.image} alt="" width={144} height={80} className="h-20 w-full object-cover" />
              ) : null}
              <span className="block p-2">
                <span className="block font-semibold leading-tight">{item.name}</span>
                <span className="text-muted">{money(item.price, locale)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
