/**
 * Test fixtures of the ordering API: a restaurant open all day with a take-out menu (capacity 3 per 15-minute
 * slot), an item with a required option group, and promo codes; plus the request bodies tests send.
 */
import { testDataFile } from '../../testing/data-files';

export const ORDER_RESTAURANT_ID = 9400;

export function orderDataFile(
  options: { id?: number; slug?: string; ordersPaused?: boolean; maxPerSlot?: number } = {},
) {
  const base = testDataFile({
    id: options.id ?? ORDER_RESTAURANT_ID,
    slug: options.slug ?? 'order-bistro',
    ordersPaused: options.ordersPaused ?? false,
  });
  return {
    ...base,
    menus: [
      ...base.menus,
      {
        id: 'to',
        name: 'Take-out',
        slug: 'take-out',
        on_demand: true,
        scheduled: true,
        ordering_interval: 15,
        max_orders_per_interval: options.maxPerSlot ?? 3,
        menu_group_id: 'g1',
        sections: [
          {
            id: 'ts',
            name: 'Bowls',
            items: [
              { id: 'bowl', name: 'Rice bowl', price: 10 },
              { id: 'gone', name: 'Sold out soup', price: 6, sold_out: true },
              {
                id: 'wings',
                name: 'Wings',
                price: 18,
                options: [
                  {
                    id: 'sauce',
                    name: 'Sauce',
                    required: true,
                    limit: 1,
                    values: [
                      { id: 'bbq', name: 'BBQ', price: 0 },
                      { id: 'hot', name: 'Hot', price: 1 },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    promo_codes: [
      {
        code: 'TENOFF',
        type: 'percent',
        value: 10,
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00Z',
      },
      { code: 'FIVE', type: 'amount', value: 5, minimum_order: 25 },
      {
        code: 'OLD',
        type: 'percent',
        value: 20,
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2021-01-01T00:00:00Z',
      },
      { code: 'LATER', type: 'percent', value: 20, starts_at: '2098-01-01T00:00:00Z' },
      { code: 'ONCE', type: 'amount', value: 2, usage_limit: 1 },
    ],
  };
}

export function cartItem(id: string, quantity = 1, price = 10, options: unknown[] = []) {
  return {
    id,
    menu_id: 'to',
    section_id: 'ts',
    orderId: 1,
    quantity,
    orderPrice: price * quantity,
    orderOptions: options,
  };
}

/** A slot start two days ahead at a whole hour (UTC), always inside the all-day hours and the ordering window. */
export function futureSlot(hoursAhead = 48): string {
  const at = new Date(Date.now() + hoursAhead * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

/** A guest's checkout paid by the sandbox's approved card: the `checkout` of a submission body. */
export const CARD_CHECKOUT = {
  paymentMethod: 'credit_card',
  contact: { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: '416-555-0100' },
  card: { number: '4242 4242 4242 4242', cvd: '123', expiry_date: '12/30', postal_code: 'M5V 1A1' },
};
