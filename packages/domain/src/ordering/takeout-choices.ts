/**
 * Which take-out choices a checkout offers: each choice's definition says whether the restaurant offers it
 * (order-types/ `offeredBy`): pickup and delivery where the restaurant delivers, pickup alone where it does not.
 * Generic catering taken out is delivered unless `order_options.generic_catering_show_pickup_option` offers the
 * pickup too.
 */
import type { OfferingRestaurant } from '../order-types/definition';
import { orderType } from '../order-types/index';
import { TAKEOUT_CHOICES, type TakeoutChoice } from '../order-types/wire';

export function takeoutChoices(file: OfferingRestaurant, genericCatering: boolean): TakeoutChoice[] {
  return TAKEOUT_CHOICES.filter((choice) => orderType(choice).offeredBy?.(file, genericCatering) ?? false);
}

/** Whether the restaurant offers this take-out choice; the server refuses one it does not. */
export function offersTakeoutChoice(
  file: OfferingRestaurant,
  genericCatering: boolean,
  choice: TakeoutChoice,
) {
  return takeoutChoices(file, genericCatering).includes(choice);
}
