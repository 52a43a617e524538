/**
 * Step 3, validate each planned order with the same domain rules the browser uses: the
 * restaurant is taking orders, the checkout form (a given e-mail and phone, the custom questions' answers), every
 * cart rule (limits, required groups, legal age, login), and the ordering window and capacity of EVERY menu in the
 * order: open now as set-costs finds it (an on-demand kitchen closed now is closed whatever time is asked), and at
 * its requested time. Nothing is written. Each line leaves this step priced by the published menu, so no
 * price the client sent (an option value's adjustedPrice) reaches what the order keeps.
 */
import { contactErrors } from '@ordering/domain/ordering/checkout-contact';
import { translateOrdering } from '@ordering/domain/ordering/messages';
import { checkRequestedTime } from '@ordering/domain/ordering/scheduling';
import { offersTakeoutChoice } from '@ordering/domain/ordering/takeout-choices';
import { takesChosenTime } from '@ordering/domain/ordering/takeout-timeslot';
import type { OrderType } from '@ordering/domain/pricing/types';
import { AppError } from '../../../errors/app-error';
import { fieldErrors } from '../../accounts';
import { menuRefusal } from '../cart-availability';
import { menuSchedule, menusOfLines } from '../cart-menus';
import { enforceCartRules, orderFlagsOf } from '../cart-rules';
import { refuseDuringMaintenance } from '../maintenance-error';
import { refuseDaysNotOffered, restaurantDay } from '../offered-days';
import { menuPricedItems } from '../order-lines';
import { schedulingError } from '../scheduling-error';
import { answersOf } from './order-record';
import type { PlannedOrder, SubmissionInput, ValidatedOrder } from './types';

/** The contact's e-mail and phone, when given, as the checkout form checks them. */
function checkContact(input: SubmissionInput) {
  const errors = contactErrors(input.body.data.checkout.contact);
  if (errors.length === 0) return;
  throw fieldErrors(
    errors.map((e) => ({ ...e, field: `data.checkout.contact.${e.field}` })),
    input.locale,
  );
}

export function validateOrders(input: SubmissionInput, planned: readonly PlannedOrder[]): ValidatedOrder[] {
  const { entry, body, now } = input;
  const file = entry.data;
  if (entry.ordersPaused) throw schedulingError({ code: 419, reason: 'orders_paused', key: 'ordersPaused' });
  refuseDuringMaintenance(file, now);
  checkContact(input);
  // Checked here, before pricing and the card: the record (reserve.ts) keeps what this returns.
  answersOf(input);
  const type = body.type as OrderType;
  // A restaurant without take-out time slots makes take-out as soon as possible: a chosen time is refused.
  if (body.data.checkout.pickup?.scheduled === true && !takesChosenTime(type, file.order_options)) {
    const error = new AppError(422, 'error.invalidInput', {}, { reason: 'no_takeout_timeslot' });
    error.localized = (locale) => translateOrdering(locale, 'takeoutAsapOnly');
    throw error;
  }
  // A take-out choice the restaurant does not offer (its definition's `offeredBy`, as the checkout shows them) is
  // refused: generic catering taken out is delivered unless the restaurant offers its pickup too.
  const { config } = body.data;
  const genericCatering = Boolean(config.genericCatering);
  const takenOut = Boolean(config.takeout) || genericCatering;
  if (takenOut && config.takeoutType && !offersTakeoutChoice(file, genericCatering, config.takeoutType)) {
    const cateringPickup = genericCatering && config.takeoutType === 'pickup';
    const reason = cateringPickup ? 'catering_pickup_not_offered' : 'takeout_choice_not_offered';
    const error = new AppError(422, 'error.invalidInput', {}, { reason });
    error.localized = (locale) =>
      translateOrdering(locale, cateringPickup ? 'cateringPickupNotOffered' : 'takeoutChoiceNotOffered');
    throw error;
  }
  // The meal limits are per date, and per student on it: each child's lunch is its own order, named if refused.
  const mealGroups =
    input.kind === 'k12'
      ? planned
          .filter((o) => o.date)
          .map((o) => ({ date: o.date as string, student: o.student?.name || null, items: o.items }))
      : undefined;
  enforceCartRules(entry, {
    items: planned.flatMap((o) => o.items),
    type,
    now,
    legalAgeConfirmed: body.data.checkout.legalAge === true,
    signedIn: input.userId !== null,
    flags: orderFlagsOf(body.data.config, file),
    ...(mealGroups ? { mealGroups } : {}),
  });
  // Each order's own day (a K-12 date, else its pickup time's day where the restaurant is) is one its link and
  // every line's menu, section and item offer.
  for (const order of planned) {
    refuseDaysNotOffered(entry, {
      date: order.date ?? restaurantDay(entry, order.pickupTime),
      items: order.items,
      link: body.data.config,
    });
  }
  return planned.map((order) => ({
    ...order,
    items: menuPricedItems(file, order.items, now),
    slots: menusOfLines(entry, order.items).map((menu) => {
      // Taken now, as set-costs takes it: an on-demand kitchen closed now is refused with set-costs' own 418 and
      // message, whatever pickup time is sent; a scheduled menu, or an order placed days ahead,
      // passes (paused aside).
      const closed = menuRefusal(entry, menu, { date: null, type, now });
      if (closed) throw closed;
      const time = checkRequestedTime({
        ...menuSchedule(entry, menu),
        orderType: type,
        now,
        requested: order.pickupTime,
        // "As soon as possible" carries the device's clock, which may be a little behind the server's.
        asap: body.data.checkout.pickup?.scheduled !== true,
      });
      if (!time.ok) throw schedulingError(time.error);
      return { menuId: menu.id, slotStart: time.slot.start, max: menu.max_orders_per_interval };
    }),
  }));
}
