import { remainingRoom } from '@ordering/domain/cart/limits';
import { formatCartMessage } from '@ordering/domain/cart/messages';
import type { ViewItem } from '@ordering/domain/menu/convert';
import type { DataFileItem } from '@ordering/domain/menu/data-file';
import { linkOrderType } from '@ordering/domain/order-types/link';
import { findItem } from '@ordering/domain/pricing/menu-index';
import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackFunnel, wayOfType } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { validateItem } from '../../../lib/cart/api';
import { useCart } from '../../../lib/cart/cart-context';
import { lineText } from '../../../lib/cart/line-text';
import { canOrder } from '../../../lib/cart/order-mode';
import { menuLocale } from '../../../lib/locale';
import { useMaintenance } from '../../../lib/maintenance';
import { useRestaurantContext } from '../../../lib/restaurant-data';
import { CART_ADDED_TOAST, toast } from '../../../lib/toast';
import { useClosedNow } from './closed-notice';
import { AddBar, InstructionsField, ItemDetails } from './item-viewer-parts';
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
import { OptionGroupField } from './option-group-field';

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
  const [{ ctx, state: first }] = useState(() =>
    startViewer(data, cart.index, definition, { menuId: item.menu_id, sectionId: item.section_id }),
  );
  const [state, setState] = useState<ViewerState>(first);
  const r = data.restaurant;
  // Ordering for now from this menu closed (outside its hours, past its last call): said here, before Add, which the
  // server would refuse (418, 424).
  const closed = useClosedNow(data, item.menu_id, cart.mode);
  const maintenance = useMaintenance(data);
  const blocked =
    item.sold_out || item.unavailable || r.orders_paused || maintenance !== null || closed !== null;
  const { add, onAdd, serverError } = useAddToCart(item, state, setState, onClose);

  const message = serverError ?? (state.message ? formatCartMessage(state.message, locale) : null);
  const price = state.temp.issue ? item.price * state.temp.item.quantity : state.temp.item.orderPrice;

  return (
    <>
      {/* The Close button has a row of its own above what scrolls: it never covers the options or their prices. */}
      <CloseRow />
      <div className="overflow-y-auto">
        <ItemDetails item={item} locale={locale}>
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
            <InstructionsField
              value={instructionsOf(state)}
              onChange={(text) => setState((s) => setInstructions(ctx, s, text))}
            />
          ) : null}
        </ItemDetails>
      </div>

      <AddBar
        slug={r.slug}
        locale={locale}
        message={message}
        closed={closed}
        ordering={canOrder(cart.mode)}
        blocked={blocked}
        // What goes into the cart, preselected defaults included, said beside Add: on a phone the groups may be
        // below the fold, and a diner adds what they have seen.
        choices={lineText(cart.index, state.temp.item, menuLocale(locale)).options}
        quantity={state.temp.item.quantity}
        room={remainingRoom(data.order_options.max_items_per_cart, cart.count)}
        onQuantity={(q) => setState((s) => setQuantity(ctx, s, q))}
        onAdd={onAdd}
        adding={add.isPending}
        price={price}
      />
    </>
  );
}

/** The Close button's own row, above what scrolls. */
function CloseRow() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end border-b border-line px-3 py-2">
      <Dialog.Close className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand">
        {t('menu.close')}
      </Dialog.Close>
    </div>
  );
}

/**
 * Add to cart: the cart's own check first (a required choice missing, the cart's limits), then the server's, and the
 * item added with a toast; a refusal is said above Add.
 */
function useAddToCart(
  item: ViewItem,
  state: ViewerState,
  setState: (state: ViewerState) => void,
  onClose: () => void,
) {
  const { data } = useRestaurantContext();
  const cart = useCart();
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const r = data.restaurant;
  const add = useMutation({
    mutationFn: () =>
      validateItem(r.id, {
        itemsInCart: cart.items,
        itemToAdd: state.temp.item,
        type: linkOrderType(cart.mode),
      }),
    onSuccess: () => {
      cart.add(state.temp.item);
      trackFunnel(r.slug, 'item-added', wayOfType(linkOrderType(cart.mode)));
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
  return { add, onAdd, serverError };
}
