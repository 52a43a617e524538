/** The checkout form's rules by the way the diner orders: delivery, the order type and time, legal age, questions, catering leads. */
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { checkout as checkoutContract } from '@ordering/domain/contracts/cart';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { OrderLink } from '@ordering/domain/order-types/link';
import { describe, expect, it } from 'vitest';
import type { CostsBody } from '../../lib/cart/api';
import { demoDataFile } from '../../testing/demo-data';
import { leadMinutes } from './cart-schedule';
import {
  type CheckoutForm,
  checkoutBody,
  checkoutOrderType,
  checkoutPickupTime,
  deliveryZoneOf,
  orderBody,
  validateCheckout,
  withQuestionsAsked,
} from './checkout-form';
import { CHECKOUT_NOW, checkoutContext, completeCheckoutForm } from './checkout-test-context';

// The checkout's own rules on the demo tenants.
const maple = demoDataFile('maple-table');
const coastal = demoDataFile('coastal-kitchen');
const stadium = demoDataFile('lakeshore-stadium');
const line = (menuId: string) => ({ menu_id: menuId }) as CartItem;
const ctx = checkoutContext;
const complete = completeCheckoutForm;

describe('delivery zones at checkout', () => {
  it.each<[string, RestaurantDataFile, string | null]>([
    ['V6B 3H6', coastal, 'Downtown & Yaletown'],
    ['v6k2p4', coastal, 'Kitsilano'],
    ['V5H 4M1', coastal, 'outside'],
    // Not complete yet: nothing to say while the diner types.
    ['V6B', coastal, null],
    // A restaurant without zones delivers to any valid code.
    ['M5V 1L7', maple, null],
  ])('%s', (postalCode, file, expected) => {
    const zone = deliveryZoneOf(file, postalCode);
    expect(typeof zone === 'object' && zone ? zone.name : zone).toBe(expected);
  });
});

describe('checkout order type and pickup time', () => {
  it.each<[OrderLink, CheckoutForm['takeoutType'], string]>([
    [{ tableNum: '4' }, 'pickup', 'dine-in'],
    [{ takeout: true }, 'pickup', 'pickup'],
    [{ takeout: true }, 'delivery', 'delivery'],
    [{ genericCatering: true }, 'pickup', 'generic-catering'],
    [{ eventSuite: 'es1' }, 'pickup', 'catering'],
    [{ eventSuite: 'es1', eventDayOrdering: true, tableNum: 'Suite 101' }, 'pickup', 'dine-in'],
  ])('%o with %s is %s', (mode, takeoutType, type) => {
    expect(checkoutOrderType(mode, { takeoutType })).toBe(type);
  });

  it('sends the chosen slot as the server gave it', () => {
    const form = { ...complete, when: 'scheduled' as const, slot: '2026-11-26T19:00:00.000Z' };
    expect(checkoutPickupTime(form, ctx(coastal, { takeout: true }))).toBe('2026-11-26T19:00:00.000Z');
  });

  it.each([
    ['dine-in at a table', maple, { tableNum: '12' }],
    ['take-out as soon as possible', coastal, { takeout: true }],
  ] as const)('%s tells the server it is for now, whatever the phone’s clock says', (_, file, mode) => {
    // The server places an order marked scheduled: false at its own now (plan-orders.ts): a phone three hours off
    // must not turn it into a chosen time.
    for (const hours of [-3, 3]) {
      const now = new Date(CHECKOUT_NOW.getTime() + hours * 3_600_000);
      const body = checkoutBody({ ...complete, tableNum: '12' }, ctx(file, mode, { now }));
      expect(body.pickup).toMatchObject({ scheduled: false });
    }
  });

  it('an order for now: the minute plus the menu lead time and one minute of margin', () => {
    const c = ctx(coastal, { takeout: true }, { items: [line('ck-takeout')] });
    // 20 minutes of prep time on the take-out menu.
    expect(checkoutPickupTime(complete, c)).toBe('2026-11-25T17:21:00.000Z');
    expect(checkoutPickupTime(complete, ctx(maple, { tableNum: '2' }))).toBe('2026-11-25T17:01:00.000Z');
  });
});

describe('the delivery details past the address', () => {
  it('sends the unit, the buzzer and the drop-off instructions typed, trimmed, and leaves out blank ones', () => {
    const form = {
      ...complete,
      takeoutType: 'delivery' as const,
      address: '555 Seymour St',
      postalCode: 'v6b 3h6',
      deliveryUnit: ' 1204 ',
      deliveryBuzzer: '',
      deliveryInstructions: 'Leave it with the concierge',
    };
    expect(checkoutBody(form, ctx(coastal, { takeout: true })).delivery).toEqual({
      type: 'zones',
      address: '555 Seymour St',
      postal_code: 'V6B 3H6',
      unit: '1204',
      instructions: 'Leave it with the concierge',
    });
  });

  it('sends none of them with a pickup', () => {
    const form = { ...complete, takeoutType: 'pickup' as const, deliveryUnit: '1204' };
    expect(checkoutBody(form, ctx(coastal, { takeout: true })).delivery).toBeUndefined();
  });
});

describe('the legal-age confirmation', () => {
  it.each([
    ['alcohol in the cart, box ticked: sent', true, true, true],
    ['alcohol in the cart, box not ticked: not sent', true, false, undefined],
    ['no alcohol: not sent', false, true, undefined],
  ])('%s', (_, alcohol, legalAge, sent) => {
    const body = checkoutBody({ ...complete, legalAge }, ctx(maple, { tableNum: '4' }, { alcohol }));
    expect(body.legalAge).toBe(sent);
  });
});

describe('the questions asked, by the way the diner orders (their modes)', () => {
  // lakeshore-stadium's "Suite number or meeting room" is for generic catering only; add one for every way and one
  // for pickup only.
  const stadiumAsked = {
    ...stadium,
    order_options: {
      ...stadium.order_options,
      custom_questions: [
        ...stadium.order_options.custom_questions,
        { ...stadium.order_options.custom_questions[0]!, id: 'q-all', modes: null },
        { ...stadium.order_options.custom_questions[0]!, id: 'q-pickup', modes: ['pickup' as const] },
      ],
    },
  };
  it.each<[string, OrderLink, 'pickup' | 'delivery', string[]]>([
    ['generic catering', { genericCatering: true }, 'pickup', ['ls-q-suite', 'q-all']],
    ['a suite pre-order', { eventSuite: 'es1' }, 'pickup', ['q-all']],
    ['an event-day suite order', { eventSuite: 'es1', eventDayOrdering: true }, 'pickup', ['q-all']],
    ['a seat', { tableNum: '12' }, 'pickup', ['q-all']],
    ['take-out, pickup chosen', { takeout: true }, 'pickup', ['q-all', 'q-pickup']],
    ['take-out, delivery chosen', { takeout: true }, 'delivery', ['q-all']],
  ])('%s is asked %j', (_name, mode, takeoutType, ids) => {
    const file = withQuestionsAsked(stadiumAsked, mode, { takeoutType });
    expect(file.order_options.custom_questions.map((q) => q.id)).toEqual(ids);
    expect(file.menus).toBe(stadiumAsked.menus);
  });

  it('keeps the file itself when every question is asked', () => {
    expect(withQuestionsAsked(maple, { tableNum: '12' }, { takeoutType: 'pickup' })).toBe(maple);
  });

  it('sends answers to the questions asked only (one kept from another way is not sent)', () => {
    const mode = { eventSuite: 'es1' };
    const file = withQuestionsAsked(stadiumAsked, mode, { takeoutType: 'pickup' });
    const answers = { 'ls-q-suite': 'Club lounge', 'q-all': 'Boardroom' };
    const body = orderBody({ ...complete, answers }, ctx(file, mode), {} as never, {} as CostsBody);
    expect(body.data.checkout.questions).toEqual([{ id: 'q-all', answer: 'Boardroom' }]);
  });
});

describe('generic catering: the time chosen, the lead of every menu (audit F2 finding 1)', () => {
  // lakeshore-stadium: Suite Catering needs 48 hours' notice (90 minutes' prep); Game-Day Quick Catering 10 minutes'
  // notice and 30 minutes' prep.
  const suite = line('ls-suite-catering');
  const quick = line('ls-quick-catering');

  it.each<[string, number, CartItem[]]>([
    ['an empty cart', 0, []],
    ['Quick Catering only', 30, [quick]],
    ['Suite Catering only', 2880, [suite]],
    ['a quick item first, then a suite one: the suite notice still holds', 2880, [quick, suite]],
    ['a suite item first', 2880, [suite, quick]],
  ])('%s: %i minutes', (_name, minutes, items) => {
    expect(leadMinutes(stadium, items)).toBe(minutes);
  });

  // Monday 30 November 2026, 10:00 in Toronto: a slot the server offered, five days ahead.
  const slot = '2026-11-30T15:00:00.000Z';
  const cateringCtx = (mode: OrderLink, items = [suite]) => ctx(stadium, mode, { items });

  it.each<[string, OrderLink]>([
    ['?catering=true', { genericCatering: true }],
    ['?catering=true&takeout=true', { genericCatering: true, takeout: true }],
  ])('%s: a generic-catering order at the chosen slot, which the contract takes', (_name, mode) => {
    const form = { ...complete, answers: {}, when: 'scheduled' as const, slot };
    expect(checkoutOrderType(mode, form)).toBe('generic-catering');
    expect(checkoutPickupTime(form, cateringCtx(mode))).toBe(slot);
    const body = checkoutBody(form, cateringCtx(mode));
    expect(body.pickup).toMatchObject({
      dueByDate: '2026-11-30',
      dueByTime: '10:00',
      prepTime: 2880,
      scheduled: true,
    });
    const parsed = checkoutContract.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('asks for a time when the diner schedules without choosing one', () => {
    const form = { ...complete, answers: {}, when: 'scheduled' as const, slot: null };
    expect(validateCheckout(form, cateringCtx({ genericCatering: true })).slot).toBe('Please choose a time.');
  });

  it('for now: Quick Catering adds its own lead, not a notice from elsewhere', () => {
    const now = checkoutPickupTime(complete, cateringCtx({ genericCatering: true }, [quick]));
    // 12:00:30 plus 30 minutes and one of margin.
    expect(now).toBe('2026-11-25T17:31:00.000Z');
  });

  it('a suite pre-order asks no time: its delivery time is the suite’s', () => {
    const form = { ...complete, when: 'scheduled' as const, slot: null };
    expect(validateCheckout(form, ctx(stadium, { eventSuite: 'es1' })).slot).toBeUndefined();
  });
});
