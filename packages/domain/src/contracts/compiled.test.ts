/**
 * The server validates requests with each schema compiled by zod (`z.compile`, apps/server/src/http/validation.ts):
 * here the compiled cart contracts give the runtime parser's answers, on generated carts near every rule's edge (our
 * refinements, trims, unions with transforms, defaults and strict objects), and on named cases at and past each bound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { cartItems, MAX_OPTION_DEPTH } from './cart';
import { setCostsRequest, submitOrderRequest } from './orders';

const compiledItems = z.compile(cartItems);

/** The compiled schema's answer is the runtime's: taken with the same value, or refused with the same issues. */
function sameAnswer(schema: ZodType, compiled: ZodType, value: unknown): boolean {
  const runtime = schema.safeParse(value);
  const fast = compiled.safeParse(value);
  expect(fast.success).toBe(runtime.success);
  if (runtime.success) expect(fast.data).toStrictEqual(runtime.data);
  else expect(fast.error?.issues).toStrictEqual(runtime.error.issues);
  return runtime.success;
}

/** Values near each rule's edges: what a client (or someone guessing) may put in a field. */
const anyId = fc.oneof(
  { arbitrary: fc.constantFrom('mt-poutine', 'mt-takeout', 12), weight: 12 },
  fc.constantFrom(
    'mt-poutine',
    ' mt-poutine ',
    '',
    '   ',
    'x'.repeat(100),
    'x'.repeat(101),
    `${' '.repeat(99)}y`,
  ),
  fc.constantFrom(
    'a\u0000b',
    'a\uD800b',
    'caf\u00e9',
    '\uD83C\uDF54',
    0,
    7,
    -1,
    1.5,
    -0,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, null, true, [], {}),
  fc.string({ maxLength: 6 }),
  fc.nat(),
);
const anyInt = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 99 }), weight: 12 },
  fc.integer({ min: -2, max: 1_000_001 }),
  fc.constantFrom(0, 1, 99, 100, 999, 1000, 1_000_000, 2.5, '3', null),
);
const anyDollars = fc.oneof(
  { arbitrary: fc.constantFrom(0, 4.25, 12.5), weight: 12 },
  fc.constantFrom(
    0,
    -0,
    12.5,
    12.34,
    12.345,
    0.1 + 0.2,
    1_000_000,
    1_000_000.01,
    1_000_001,
    -1,
    Number.NaN,
    '5',
    null,
  ),
  fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100),
  fc.double({ min: -10, max: 10, noNaN: true }),
);
const anyMemo = fc.oneof(
  { arbitrary: fc.constant('no onions'), weight: 4 },
  fc.constantFrom('no onions', 'x'.repeat(501), 'a\u0000', 5, null),
  fc.string(),
);

/** An object with some of `fields`, now and then an unknown key: `.strict()` refuses it. */
function someOf(fields: Record<string, fc.Arbitrary<unknown>>, required: string[]) {
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: required }),
      fc.record(fields, { requiredKeys: [] }),
      fc.integer({ min: 0, max: 19 }),
    )
    .map(([full, partial, roll]) => (roll === 0 ? partial : roll === 1 ? { ...full, extra: 1 } : full));
}

const options = fc.letrec<{ group: unknown; value: unknown; groups: unknown }>((tie) => ({
  group: someOf({ id: anyId, memo: anyMemo, values: fc.array(tie('value'), { maxLength: 3 }) }, [
    'id',
    'values',
  ]),
  value: someOf(
    {
      id: anyId,
      quantity: anyInt,
      adjustedPrice: anyDollars,
      options: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant([]), tie('groups')),
    },
    ['id', 'quantity', 'adjustedPrice'],
  ),
  groups: fc.oneof(
    { arbitrary: fc.array(tie('group'), { maxLength: 2 }), weight: 6 },
    fc.constantFrom(null, 'x', {}),
  ),
}));

const item = someOf(
  {
    id: anyId,
    menu_id: anyId,
    section_id: fc.oneof(anyId, fc.constant(null)),
    orderId: anyInt,
    quantity: anyInt,
    orderPrice: anyDollars,
    orderOptions: options.groups,
  },
  ['id', 'menu_id', 'section_id', 'orderId', 'quantity', 'orderPrice'],
);

/** A line as the menu page sends it, with options `depth` levels deep. */
function line(depth: number): Record<string, unknown> {
  let groups: unknown[] = [];
  for (let level = depth; level >= 1; level--) {
    groups = [
      { id: `g${level}`, values: [{ id: `v${level}`, quantity: 1, adjustedPrice: 0.5, options: groups }] },
    ];
  }
  return {
    id: 'mt-poutine',
    menu_id: 'mt-takeout',
    section_id: null,
    orderId: 1,
    quantity: 2,
    orderPrice: 12.5,
    orderOptions: groups,
  };
}

const value = () => ({ id: 'v-large', quantity: 1, adjustedPrice: 1.5 });
const group = () => ({ id: 'g-size', values: [value()] });

/** A line whose one option group has `patch` applied. */
function withGroup(patch: Record<string, unknown>): Record<string, unknown> {
  return { ...line(0), orderOptions: [{ ...group(), ...patch }] };
}

/** A line whose one option value has `patch` applied. */
function withOption(patch: Record<string, unknown>): Record<string, unknown> {
  return {
    ...line(0),
    orderOptions: [{ id: 'g-size', values: [{ id: 'v-large', quantity: 1, adjustedPrice: 1.5, ...patch }] }],
  };
}

describe('cartItems compiled', () => {
  it('answers as the runtime on generated carts, taken or refused', () => {
    let taken = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.oneof(fc.array(item, { maxLength: 4 }), item, fc.constantFrom(null, {}, 'x')),
        (cart) => {
          if (sameAnswer(cartItems, compiledItems, cart)) taken++;
          else refused++;
        },
      ),
      { numRuns: 3000 },
    );
    // Both sides of the rule were tried, often.
    expect(taken).toBeGreaterThan(150);
    expect(refused).toBeGreaterThan(300);
  });

  it('takes every cart built by the rules, options nested at any allowed depth', () => {
    const goodValue = (depth: number): fc.Arbitrary<unknown> =>
      fc.record({
        id: fc.constantFrom('v-cheese', 3, ' v-gravy '),
        quantity: fc.integer({ min: 1, max: 99 }),
        adjustedPrice: fc.integer({ min: 0, max: 999 }).map((cents) => cents / 100),
        ...(depth < MAX_OPTION_DEPTH ? { options: fc.array(goodGroup(depth + 1), { maxLength: 2 }) } : {}),
      });
    const goodGroup = (depth: number): fc.Arbitrary<unknown> =>
      fc.record(
        {
          id: fc.constantFrom('g-size', 9),
          memo: fc.string({ maxLength: 20 }),
          values: fc.array(goodValue(depth), { maxLength: 2 }),
        },
        { requiredKeys: ['id', 'values'] },
      );
    const goodLine = fc.record(
      {
        id: fc.constantFrom('mt-poutine', 12),
        menu_id: fc.constantFrom('mt-takeout'),
        section_id: fc.constantFrom('mt-t-starters', null),
        orderId: fc.nat({ max: 1_000_000 }),
        quantity: fc.integer({ min: 1, max: 999 }),
        orderPrice: fc.integer({ min: 0, max: 99_999 }).map((cents) => cents / 100),
        orderOptions: fc.array(goodGroup(1), { maxLength: 3 }),
      },
      { requiredKeys: ['id', 'menu_id', 'section_id', 'orderId', 'quantity', 'orderPrice'] },
    );
    fc.assert(
      fc.property(fc.array(goodLine, { maxLength: 5 }), (cart) => {
        expect(sameAnswer(cartItems, compiledItems, cart)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['a line with no options', [line(0)]],
    ['options as deep as they may nest', [line(MAX_OPTION_DEPTH)]],
    ['options one level too deep', [line(MAX_OPTION_DEPTH + 1)]],
    ['ids sent as numbers and padded', [{ ...line(1), id: 42, menu_id: ' mt-takeout ', section_id: 7 }]],
    ['an option taken 99 times', [withOption({ quantity: 99 })]],
    ['an option taken 100 times', [withOption({ quantity: 100 })]],
    ['an option priced at a third of a cent', [withOption({ adjustedPrice: 0.333 })]],
    ['an option with no price', [withOption({ adjustedPrice: undefined })]],
    ['a group of 50 values', [withGroup({ values: Array.from({ length: 50 }, () => value()) })]],
    ['a group of 51 values', [withGroup({ values: Array.from({ length: 51 }, () => value()) })]],
    ['a value holding 20 groups', [withOption({ options: Array.from({ length: 20 }, () => group()) })]],
    ['a value holding 21 groups', [withOption({ options: Array.from({ length: 21 }, () => group()) })]],
    ['a line of 30 groups', [{ ...line(0), orderOptions: Array.from({ length: 30 }, () => group()) }]],
    ['a line of 31 groups', [{ ...line(0), orderOptions: Array.from({ length: 31 }, () => group()) }]],
    ['a memo of 500 characters', [withGroup({ memo: 'm'.repeat(500) })]],
    ['a memo of 501 characters', [withGroup({ memo: 'm'.repeat(501) })]],
    ['a memo of null', [withGroup({ memo: null })]],
    ['an unknown key in an option value', [withOption({ note: 'x' })]],
    ['an unknown key in an option group', [withGroup({ note: 'x' })]],
    ['an unknown key in a line', [{ ...line(0), note: 'x' }]],
    ['a line without its section', [(({ section_id: _, ...rest }) => rest)(line(0))]],
    ['a line without its menu', [(({ menu_id: _, ...rest }) => rest)(line(0))]],
    ['a group without values', [withGroup({ values: undefined })]],
    ['line number a million', [{ ...line(0), orderId: 1_000_000 }]],
    ['line number a million and one', [{ ...line(0), orderId: 1_000_001 }]],
    ['a quantity of 999', [{ ...line(0), quantity: 999 }]],
    ['a quantity of 1000', [{ ...line(0), quantity: 1000 }]],
    ['a negative price', [{ ...line(0), orderPrice: -1 }]],
    ['a line that is a list', [[line(0)]]],
    ['a price over a million dollars', [{ ...line(0), orderPrice: 1_000_001 }]],
    ['a price of a million dollars', [{ ...line(0), orderPrice: 1_000_000 }]],
    ['the most lines a cart may hold', Array.from({ length: 200 }, () => line(1))],
    ['one line too many', Array.from({ length: 201 }, () => line(0))],
  ])('%s: as the runtime', (_name, cart) => {
    sameAnswer(cartItems, compiledItems, cart);
  });
});

describe('request bodies compiled', () => {
  const body = {
    items: [line(2), { ...line(0), id: 'mt-fries' }],
    costs: { tip: { type: 'percentage', percentageValue: 15 } },
    config: { takeout: true },
    type: 'take-out',
  };
  const setCosts = z.compile(setCostsRequest);
  const submit = z.compile(submitOrderRequest);

  it.each([
    ['a set-costs body', body],
    ['an unknown field', { ...body, extra: true }],
    ['no lines', { ...body, items: undefined }],
    ['a bad line', { ...body, items: [{ ...line(0), quantity: 0 }] }],
    ['a bad field beside the lines', { ...body, type: 'by_drone' }],
    ['no body', null],
  ])('set-costs: %s, as the runtime', (_name, value) => {
    sameAnswer(setCostsRequest, setCosts, value);
  });

  it('submission: generated bodies, as the runtime', () => {
    // Lines as the cart holds them and as a submission sends them (with their price and names), now and then broken.
    const sentLine = fc.record({
      id: anyId,
      orderId: anyInt,
      orderPrice: anyDollars,
      price: anyDollars,
      quantity: anyInt,
      specialInstructions: anyMemo,
      orderOptions: fc.constantFrom([], [{ id: 'g-size', name: 'Size', values: [value()] }], [{ id: 'g' }]),
    });
    const bodies = fc.record({
      type: fc.constantFrom('take-out', 'dine-in', 'by-drone'),
      data: fc.record({
        config: fc.constantFrom({ takeout: true }, {}, { tableNum: 12 }, { tableNum: -1 }),
        items: fc.array(fc.oneof(item, sentLine), { maxLength: 3 }),
        costs: fc.constantFrom({}, { tip: { type: 'percentage', percentageValue: 15 } }, { tip: 'x' }),
        checkout: fc.constantFrom({}, { paymentMethod: 'credit_card' }, { paymentMethod: 'cash' }),
      }),
      pickup_time: fc.constantFrom('2026-11-25T17:30:00.000Z', '2026-11-25T17:30:00Z', 'soon'),
    });
    let taken = 0;
    fc.assert(
      fc.property(bodies, (value) => {
        if (sameAnswer(submitOrderRequest, submit, value)) taken++;
      }),
      { numRuns: 1000 },
    );
    expect(taken).toBeGreaterThan(20);
  });
});
