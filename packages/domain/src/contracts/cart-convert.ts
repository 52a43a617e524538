/** Cart items between the API (dollars) and the domain (cents): the only place the two meet. */
import type { CartItem, CartOptionGroup } from '../cart/cart-item';
import { toCents, toDollars } from '../money/money';
import type { CartOptionGroupBody } from './cart';

export interface CartItemBody {
  id: string;
  menu_id: string;
  section_id?: string | null;
  orderId: number;
  quantity: number;
  orderPrice: number;
  orderOptions: CartOptionGroupBody[];
}

function groupsToCents(groups: readonly CartOptionGroupBody[]): CartOptionGroup[] {
  return groups.map((g) => ({
    id: g.id,
    ...(g.memo === undefined ? {} : { memo: g.memo }),
    values: g.values.map((v) => ({
      id: v.id,
      quantity: v.quantity,
      adjustedPrice: toCents(v.adjustedPrice),
      options: groupsToCents(v.options ?? []),
    })),
  }));
}

function groupsToDollars(groups: readonly CartOptionGroup[]): CartOptionGroupBody[] {
  return groups.map((g) => ({
    id: g.id,
    ...(g.memo === undefined ? {} : { memo: g.memo }),
    values: g.values.map((v) => ({
      id: v.id,
      quantity: v.quantity,
      adjustedPrice: toDollars(v.adjustedPrice),
      options: groupsToDollars(v.options),
    })),
  }));
}

export function toCartItem(body: CartItemBody): CartItem {
  return {
    id: body.id,
    menu_id: body.menu_id,
    section_id: body.section_id ?? null,
    orderId: body.orderId,
    quantity: body.quantity,
    orderPrice: toCents(body.orderPrice),
    orderOptions: groupsToCents(body.orderOptions),
  };
}

export function toCartItemBody(item: CartItem): CartItemBody {
  return {
    ...item,
    orderPrice: toDollars(item.orderPrice),
    orderOptions: groupsToDollars(item.orderOptions),
  };
}
