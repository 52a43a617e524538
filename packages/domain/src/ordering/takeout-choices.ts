/**
 * Which take-out choices a checkout offers: pickup and delivery where the restaurant delivers, pickup alone where it
 * does not. Generic catering taken out is delivered unless `order_options.generic_catering_show_pickup_option`
 * offers the pickup too.
 */
import { TAKEOUT_CHOICES, type TakeoutChoice } from '../order-types/wire';

export function takeoutChoices(
  file: {
    restaurant: { delivery: unknown };
    order_options: { generic_catering_show_pickup_option: boolean };
  },
  genericCatering: boolean,
): TakeoutChoice[] {
  if (!file.restaurant.delivery) return ['pickup'];
  if (genericCatering && !file.order_options.generic_catering_show_pickup_option) return ['delivery'];
  return [...TAKEOUT_CHOICES];
}
