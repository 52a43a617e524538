/**
 * Service and delivery charges: text values, "5$" five dollars, "18" 18 % of the
 * discounted subtotal. The service charge applies to the ways of ordering order_options.service_charge_modes names
 * (every way when it names none); the delivery charge to delivery orders only, a named delivery zone's own charge
 * replacing the default one.
 */
import type { RestaurantDataFile } from '../menu/data-file';
import type { Cents } from '../money/money';
import { orderType } from '../order-types/index';
import { isForWays } from '../ordering/ordering-way';
import { resolveTextValue } from './text-value';
import type { Charge, OrderType } from './types';

export const NO_CHARGE: Charge = { amount: 0, label: null, type: 'percentage', percentageValue: 0 };

export function chargeFromText(text: string | null | undefined, base: Cents, label: string | null): Charge {
  const resolved = resolveTextValue(text, base);
  return resolved ? { ...resolved, label } : { ...NO_CHARGE, label };
}

/**
 * The way of ordering an order of this type is placed as: its type's first (a take-out order placed without choosing is
 * a pickup, as its questions are).
 */
export function placedWay(type: OrderType) {
  return orderType(type).ways.slice(0, 1);
}

export function serviceCharge(file: RestaurantDataFile, type: OrderType, subtotalDiscounted: Cents): Charge {
  const label = file.order_options.service_charge_label;
  if (!isForWays({ modes: file.order_options.service_charge_modes }, placedWay(type)))
    return { ...NO_CHARGE, label };
  return chargeFromText(
    file.restaurant.service_charge,
    subtotalDiscounted,
    file.order_options.service_charge_label,
  );
}

/**
 * A delivery at a restaurant that prices delivery by zone, before a postal code places it in one: its charge is not
 * known yet, so none is priced (the file's fallback charge is not the one the diner will pay). The submission never
 * gets here: it refuses a zone delivery without a zone (checkDeliveryZone).
 */
export function deliveryAwaitsAddress(
  file: RestaurantDataFile,
  type: OrderType,
  zoneName?: string | null,
): boolean {
  const delivery = file.restaurant.delivery;
  if (!orderType(type).pricing.deliveryCharge || delivery?.type !== 'zones') return false;
  return !zoneName || !delivery.zones.some((z) => z.name === zoneName);
}

export function deliveryCharge(
  file: RestaurantDataFile,
  type: OrderType,
  subtotalDiscounted: Cents,
  zoneName?: string | null,
): Charge {
  const delivery = file.restaurant.delivery;
  if (!orderType(type).pricing.deliveryCharge || !delivery) return NO_CHARGE;
  if (deliveryAwaitsAddress(file, type, zoneName)) return NO_CHARGE;
  const zone = zoneName ? delivery.zones.find((z) => z.name === zoneName) : undefined;
  return chargeFromText(zone?.delivery_charge ?? delivery.delivery_charge, subtotalDiscounted, null);
}
