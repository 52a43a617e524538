import { describe, expect, it } from 'vitest';
import { ORDER_TYPES, orderType } from '../order-types/index';
import { TAKEOUT_CHOICES } from '../order-types/wire';
import { offersTakeoutChoice, takeoutChoices } from './takeout-choices';

describe('generic_catering_show_pickup_option: the take-out choices offered', () => {
  it.each([
    ['take-out where the restaurant delivers', true, false, false, ['pickup', 'delivery']],
    ['take-out where it does not', false, false, false, ['pickup']],
    ['generic catering, delivered only', true, true, false, ['delivery']],
    ['generic catering with the pickup option', true, true, true, ['pickup', 'delivery']],
    ['generic catering where the restaurant does not deliver', false, true, false, ['pickup']],
  ] as const)('%s', (_, delivers, genericCatering, showPickup, expected) => {
    const file = {
      restaurant: { delivery: delivers ? { type: 'radius' } : null },
      order_options: { generic_catering_show_pickup_option: showPickup },
    };
    expect(takeoutChoices(file, genericCatering)).toEqual(expected);
  });
});

describe('each take-out choice says which restaurants offer it (order-types/ offeredBy)', () => {
  const file = (delivers: boolean, showPickup: boolean) => ({
    restaurant: { delivery: delivers ? { type: 'radius' } : null },
    order_options: { generic_catering_show_pickup_option: showPickup },
  });
  it.each([
    ['pickup', 'take-out at a restaurant that delivers', true, false, false, true],
    ['pickup', 'take-out where it does not deliver', false, false, false, true],
    ['pickup', 'generic catering, delivered only', true, true, false, false],
    ['pickup', 'generic catering with the pickup option', true, true, true, true],
    ['pickup', 'generic catering where it does not deliver', false, true, false, true],
    ['delivery', 'take-out at a restaurant that delivers', true, false, false, true],
    ['delivery', 'take-out where it does not deliver', false, false, false, false],
    ['delivery', 'generic catering where it does not deliver', false, true, true, false],
  ] as const)('%s, %s', (choice, _, delivers, genericCatering, showPickup, offered) => {
    expect(orderType(choice).offeredBy?.(file(delivers, showPickup), genericCatering)).toBe(offered);
    expect(offersTakeoutChoice(file(delivers, showPickup), genericCatering, choice)).toBe(offered);
  });

  it('is said by every take-out choice and by no other type', () => {
    for (const t of ORDER_TYPES) {
      const choice = (TAKEOUT_CHOICES as readonly string[]).includes(t.wire) && t.id === t.wire;
      expect([t.id, typeof t.offeredBy]).toEqual([t.id, choice ? 'function' : 'undefined']);
    }
  });
});
