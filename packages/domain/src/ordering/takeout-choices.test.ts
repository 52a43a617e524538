import { describe, expect, it } from 'vitest';
import { takeoutChoices } from './takeout-choices';

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
