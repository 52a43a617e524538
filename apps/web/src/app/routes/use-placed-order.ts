/**
 * What follows a placed order at the checkout: what the device keeps for the next round or visit, what it forgets,
 * and the confirmation (or, for a round on a table's tab, the table's bill). A part of usePlaceOrder (use-place-order.ts).
 */

import type { OrderRead, SchedulingResponse } from '@ordering/domain/contracts/orders';
import { orderType } from '@ordering/domain/order-types/index';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { chosenSlotLabel } from '../../features/checkout/cart-schedule';
import { checkoutOrderType } from '../../features/checkout/checkout-form';
import { clearCheckout, keepCheckoutForRound, keptForm } from '../../features/checkout/checkout-storage';
import { rememberContact, rememberLegalAge } from '../../features/checkout/device-memory';
import { forgetVisitCard, keepCardForVisit } from '../../features/checkout/visit-card';
import { cartMenus } from '../../lib/cart/cart-menus';
import { rememberLastOrder } from '../../lib/cart/last-order';
import { typesCard } from '../../lib/processors';
import { toast } from '../../lib/toast';
import type { PlaceOrderInput } from './use-place-order';

type PlacedOrderInput = Pick<PlaceOrderInput, 'data' | 'cart' | 'state' | 'suite' | 'stripeCard'> & {
  tab: NonNullable<PlaceOrderInput['tab']>;
  /** The offline queue's attempt, settled once the order is placed. */
  connection: { settled: () => void };
};

/** The function that takes a placed order to its confirmation, with what the device keeps and forgets. */
export function usePlacedOrder({ data, cart, state, suite, tab, stripeCard, connection }: PlacedOrderInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const r = data.restaurant;
  const { form, choice, date, pending } = state;

  return (order: OrderRead) => {
    connection.settled();
    rememberContact({ fullName: form.fullName.trim(), email: form.email.trim(), phone: form.phone.trim() });
    if (form.legalAge) rememberLegalAge();
    rememberLastOrder(r.slug, cart.items);
    pending.current = null;
    stripeCard.reset();
    // A refusal said before (a field to correct, a card declined) is over.
    toast.dismissAll();
    // At a table another round may follow: its checkout starts with this one's answers, tip and card.
    if (
      r.another_round &&
      !cart.mode.eventSuite &&
      orderType(checkoutOrderType(cart.mode, form)).needs.table
    ) {
      keepCheckoutForRound(r.slug, { form: keptForm(form), choice, date });
      if (form.paymentMethod === 'credit_card' && !form.savedCardId && typesCard(data))
        keepCardForVisit(r.slug, form);
    } else {
      clearCheckout(r.slug);
      forgetVisitCard();
    }
    cart.clear();
    suite.afterSubmit();
    // A round on the tab: the table's bill shows it with the others (and the kitchen has it).
    if (tab.member) {
      tab.clear();
      navigate(`/${r.slug}/tab?tableNum=${encodeURIComponent(tab.member.table)}`);
      return;
    }
    // The confirmation says where the receipt went (the order read carries no contact data).
    const email = data.order_options.hide_guest_info.email ? undefined : form.email.trim() || undefined;
    // A scheduled slot is named as the server labelled it when chosen, not by the browser's zone rules.
    const slotLabel = chosenSlotLabel(
      (key) => queryClient.getQueryData<SchedulingResponse>(key),
      {
        restaurantId: r.id,
        menus: cartMenus(data, cart.items),
        type: checkoutOrderType(cart.mode, form),
        date,
      },
      form.slot,
    );
    // A hub's checkout placed one order per kitchen: the confirmation follows each of them.
    const kitchens =
      (order.orders ?? []).length > 1 ? `?orders=${order.orders?.map((o) => o.id).join(',')}` : '';
    navigate(`/${r.slug}/orders/${order.id}${kitchens}`, { state: { order, email, slotLabel } });
  };
}
