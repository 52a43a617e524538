/**
 * The cart rules (RULES-pricing-cart.md) on the order as a whole, through `checkCart`: meals per cart (per date for
 * K-12), the catering minimum, the legal age, login, the type the request names, and 'no flags provided'. The rules
 * on a cart's lines are tested in check-cart.test.ts.
 */
import { describe } from 'vitest';
import { makeCartLine } from '../testing/factories';
import { base, catering, checkRows, fileWith, k12, line, type Row } from './check-cart-fixtures';

// One row per cart rule (and 'no flags provided'): the passing case, then the refusal.
const ROWS: Row[] = [
  // Max meals per cart counts meal packages only; for K-12 per date. Min meals once the cart is complete.
  [
    '10 meals where 10 is the maximum (and other items do not count)',
    fileWith({ max_meals_per_cart: 10 }),
    { items: [line('meal', 10), line('fries', 5, 4)], orderType: 'pickup' },
    [],
  ],
  [
    '11 meals where 10 is the maximum',
    fileWith({ max_meals_per_cart: 10 }),
    { items: [line('meal', 10)], adding: line('meal', 1, 9), orderType: 'pickup' },
    [{ reason: 'max_meals', orderId: 9, message: { key: 'maxMealsPerCart', params: { max: 10 } } }],
  ],
  [
    'K-12: 2 meals on each of two dates where 2 is the maximum',
    k12,
    {
      items: [line('meal', 2), line('meal', 2, 4)],
      perDate: { '2026-03-16': [line('meal', 2)], '2026-03-17': [line('meal', 2, 4)] },
      orderType: 'school',
      complete: true,
    },
    [],
  ],
  [
    'K-12: 3 meals on one date',
    k12,
    {
      items: [line('meal', 3), line('meal', 1, 4)],
      perDate: { '2026-03-16': [line('meal', 3)], '2026-03-17': [line('meal', 1, 4)] },
      orderType: 'school',
      complete: true,
    },
    [{ reason: 'max_meals', date: '2026-03-16' }],
  ],
  [
    'K-12: a date without a meal where 1 is the minimum',
    k12,
    {
      items: [line('meal', 1), line('fries', 1, 4)],
      perDate: { '2026-03-16': [line('meal', 1)], '2026-03-17': [line('fries', 1, 4)] },
      orderType: 'school',
      complete: true,
    },
    [{ reason: 'min_meals', date: '2026-03-17', message: { key: 'minMealsPerCart', params: { min: 1 } } }],
  ],
  [
    'min meals is not checked while the cart is being filled',
    k12,
    { items: [line('fries', 1)], orderType: 'school' },
    [],
  ],
  // Catering minimum of the menu, on the priced subtotal of its lines (never the client's orderPrice).
  [
    'a catering order of $50 where $50 is the minimum',
    catering,
    { items: [line('fries', 10)], orderType: 'catering', complete: true },
    [],
  ],
  [
    'a catering order of $45 where $50 is the minimum',
    catering,
    {
      items: [makeCartLine({ id: 'fries', quantity: 9, orderPrice: 99_999 })],
      orderType: 'catering',
      complete: true,
    },
    [
      {
        reason: 'catering_minimum',
        message: { key: 'cateringMinimum', money: { remaining: 500, minimum: 5000 } },
      },
    ],
  ],
  [
    'the catering minimum is not checked while the cart is being filled',
    catering,
    { items: [line('fries', 1)], orderType: 'catering' },
    [],
  ],
  // Legal age when an alcoholic item is in the cart.
  [
    'alcohol with the legal age confirmed',
    base,
    { items: [line('lager', 2)], orderType: 'dine-in', legalAgeConfirmed: true },
    [],
  ],
  [
    'no alcohol, no confirmation needed',
    base,
    { items: [line('fries')], orderType: 'dine-in', legalAgeConfirmed: false },
    [],
  ],
  [
    'alcohol without the legal-age confirmation',
    base,
    { items: [line('fries', 1, 1), line('lager', 2, 5)], orderType: 'dine-in', legalAgeConfirmed: false },
    [{ reason: 'legal_age', orderId: 5, itemId: 'lager', message: { key: 'legalAgeRequired' } }],
  ],
  ['alcohol, legal age not asked at this step', base, { items: [line('lager')], orderType: 'dine-in' }, []],
  // Login requirements.
  [
    'K-12 without login required: a guest may order',
    fileWith({ k12_requires_login: false }, { restaurant: { k12: true } }),
    { items: [line('meal')], orderType: 'school', signedIn: false },
    [],
  ],
  [
    'K-12 (login required by default), signed in',
    k12,
    { items: [line('meal')], orderType: 'school', signedIn: true },
    [],
  ],
  [
    'K-12 (login required by default), a guest',
    k12,
    { items: [line('meal')], orderType: 'school', signedIn: false },
    [{ reason: 'login_required', message: { key: 'k12LoginRequired' } }],
  ],
  [
    'generic catering that requires login, a guest',
    fileWith({ generic_catering_requires_login: true }),
    { items: [line('fries')], orderType: 'generic-catering', signedIn: false },
    [{ reason: 'login_required', message: { key: 'cateringLoginRequired' } }],
  ],
  [
    'generic catering that requires login, a guest ordering take-out instead',
    fileWith({ generic_catering_requires_login: true }),
    { items: [line('fries')], orderType: 'pickup', signedIn: false },
    [],
  ],
  [
    'a catering menu where catering requires login, a guest naming the order pickup',
    fileWith({ generic_catering_requires_login: true }, { menu: { catering: true } }),
    { items: [line('fries')], orderType: 'pickup', signedIn: false },
    [{ reason: 'login_required', message: { key: 'cateringLoginRequired' } }],
  ],
  [
    'a catering menu where catering does not require login, a guest',
    fileWith({ generic_catering_requires_login: false }, { menu: { catering: true } }),
    { items: [line('fries')], orderType: 'catering', signedIn: false },
    [],
  ],
  [
    'a catering menu where catering requires login, signed in',
    fileWith({ generic_catering_requires_login: true }, { menu: { catering: true } }),
    { items: [line('fries')], orderType: 'generic-catering', signedIn: true },
    [],
  ],
  // The type the request names must be the one its flags give.
  [
    'pickup named, delivery chosen',
    base,
    { items: [line('fries')], orderType: 'pickup', flags: { takeout: true, takeoutType: 'delivery' } },
    [{ reason: 'order_type', message: { key: 'orderTypeMismatch' } }],
  ],
  [
    'catering named for a generic-catering cart (no event suite)',
    base,
    { items: [line('fries')], orderType: 'catering', flags: { genericCatering: true } },
    [{ reason: 'order_type', message: { key: 'orderTypeMismatch' } }],
  ],
  [
    'take-out named at a table',
    base,
    { items: [line('fries')], orderType: 'take-out', flags: { tableNum: '12' } },
    [{ reason: 'order_type', message: { key: 'orderTypeMismatch' } }],
  ],
  [
    'dine-in named for take-out',
    base,
    { items: [line('fries')], orderType: 'dine-in', flags: { takeout: true } },
    [{ reason: 'order_type', message: { key: 'orderTypeMismatch' } }],
  ],
  [
    'delivery named before the pickup choice',
    base,
    { items: [line('fries')], orderType: 'delivery', flags: { takeout: true } },
    [],
  ],
  [
    'an event-day suite order, priced as dine-in',
    base,
    { items: [line('fries')], orderType: 'dine-in', flags: { eventDay: true, tableNum: 'Suite 4' } },
    [],
  ],
  // 'no flags provided': no order-type flag in the submission's config.
  [
    'a table number is a flag',
    base,
    { items: [line('fries')], orderType: 'dine-in', flags: { tableNum: '12' } },
    [],
  ],
  [
    'no flags provided',
    base,
    { items: [line('fries')], orderType: 'dine-in', flags: { tableNum: null } },
    [{ reason: 'no_flags', message: { key: 'noFlagsProvided' } }],
  ],
];

describe('checkCart: every cart rule (ordering.md section 5)', () => {
  checkRows(ROWS);
});
