import { setCostsResponse } from '@ordering/domain/contracts/orders';
import fc from 'fast-check';
import { serializerCompiler as byZod, ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, encodesAsParses, serializerCompiler } from './serialization';

const route = (schema: unknown) => ({ schema, method: 'POST', url: '/test', httpStatus: '200' });
const ours = (schema: unknown) => serializerCompiler(route(schema) as never);
const library = (schema: unknown) => byZod(route(schema) as never) as (data: unknown) => string;

/** What a serializer answers: its JSON, or that it threw (and what). */
function outcome(serialize: (data: unknown) => string, data: unknown): string {
  try {
    return serialize(data);
  } catch (error) {
    return error instanceof ResponseSerializationError ? 'refused' : `threw ${String(error)}`;
  }
}

describe('encodesAsParses', () => {
  const tree = (leaf: z.ZodType) =>
    z.object({ a: z.array(z.union([z.object({ b: leaf.optional() }), z.null()])).nullable() });
  const same: [string, z.ZodType][] = [
    [
      'checked primitives',
      z.object({ n: z.number().min(0).max(10), s: z.string().trim().max(3), d: z.date() }),
    ],
    ['enums and literals', z.object({ k: z.enum(['a', 'b']), t: z.literal(true) })],
    ['a union', z.union([z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })])],
    [
      'records, tuples, maps, sets',
      z.object({
        r: z.record(z.string(), z.number()),
        t: z.tuple([z.string()], z.number()),
        u: z.tuple([z.string()]),
        m: z.map(z.string(), z.set(z.number())),
      }),
    ],
    ['an intersection', z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() }))],
    [
      'nonoptional, a refined leaf, sizes of an array',
      z.object({
        b: z.string().optional().nonoptional(),
        c: z.string().refine((v) => v !== 'x'),
        d: z.array(z.number()).min(1).max(3).length(2),
      }),
    ],
    ['a strict and a loose object', z.object({ a: z.strictObject({ b: z.string() }), c: z.looseObject({}) })],
    ['a deep tree of plain kinds', tree(z.string())],
  ];
  it.each(same)('%s: encoding is parsing', (_, schema) => {
    expect(encodesAsParses(schema)).toBe(true);
  });

  const directed: [string, z.ZodType][] = [
    ['a default', z.object({ a: z.string().default('x') })],
    ['a prefault', z.object({ a: z.string().prefault('x') })],
    ['a catch', z.object({ a: z.string().catch('x') })],
    ['a transform', z.object({ a: z.string().transform((s) => s.length) })],
    ['a pipe', z.object({ a: z.string().pipe(z.string()) })],
    ['a codec', z.object({ a: z.codec(z.string(), z.number(), { decode: Number, encode: String }) })],
    ['a coercion', z.object({ a: z.coerce.number() })],
    ['a lazy schema', z.object({ a: z.lazy(() => z.string()) })],
    ['a default deep in a tree', tree(z.string().default('x'))],
    ['a default in a union of a record', z.record(z.string(), z.union([z.number(), z.string().default('')]))],
    ['a default in an intersection', z.intersection(z.object({}), z.object({ a: z.number().default(1) }))],
    ['a refined object', z.object({ a: z.string() }).refine(() => true)],
    [
      'a refined array deep in a tree',
      tree(z.string()).extend({ b: z.array(z.string()).refine(() => true) }),
    ],
    ['an overwritten object', z.object({ a: z.string() }).overwrite((v) => v)],
    ['a readonly part', z.object({ a: z.unknown().readonly() })],
    [
      'a discriminated union',
      z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]),
    ],
  ];
  it.each(directed)('%s: encoding is not parsing', (_, schema) => {
    expect(encodesAsParses(schema)).toBe(false);
  });

  it('answers for a schema that holds itself', () => {
    const node = z.object({
      name: z.string(),
      get children(): z.ZodArray<typeof node> {
        return z.array(node);
      },
    });
    expect(encodesAsParses(node)).toBe(true);
  });
});

describe('serializerCompiler', () => {
  const costs = {
    subtotal: 20,
    subtotalDiscounted: 18,
    taxes: 2.34,
    taxBrackets: [{ key: 'tax1', label: 'HST', rate: 0.13, amount: 2.34 }],
    taxInfo: { inclusive: false, province: 'on', rebateApplied: false },
    total: 20.34,
    totalWithoutTaxes: 18,
    totalWithTip: 23.04,
    tip: { percentageValue: 15, amount: 2.7, type: 'percentage' },
    serviceCharge: { amount: 0, label: 'Service charge', type: 'percentage', percentageValue: 0 },
    deliveryCharge: { amount: 0, label: null, type: 'percentage', percentageValue: 0 },
    voucher: { code: null, balance: 0, amount: 0 },
    discount: { percentageValue: 10, amount: 2, type: 'percentage', code: 'WELCOME10' },
    credits: { id: null, balance: 0, amount: 0 },
    memberDiscount: { preTax: false, amount: 0 },
    subsidyDiscount: { type: null, chosenAmountToBePaid: 0, code: null, amount: 0, baseSubsidizedAmount: 0 },
    amountToCharge: 23.04,
    paymentNotRequired: false,
  };

  it("answers set-costs' body as the library does, without the keys its schema does not name", () => {
    const body = { ...costs, internal: 'not for the diner', tip: { ...costs.tip, cents: 270 } };
    const json = ours(setCostsResponse)(body);
    expect(json).toBe(library(setCostsResponse)(body));
    expect(JSON.parse(json)).toEqual(costs);
  });

  it('refuses what its schema refuses, as the library does', () => {
    for (const bad of [
      { ...costs, total: -1 },
      { ...costs, taxes: 1.005 },
      { ...costs, tip: undefined },
    ]) {
      expect(() => ours(setCostsResponse)(bad)).toThrow(ResponseSerializationError);
      expect(() => library(setCostsResponse)(bad)).toThrow(ResponseSerializationError);
    }
  });

  it('encodes a schema with a default as the library does: encoding applies no default, parsing would', () => {
    const schema = z.object({ a: z.string().default('x'), b: z.number() });
    expect(schema.parse({ b: 1 })).toEqual({ a: 'x', b: 1 });
    expect(() => ours(schema)({ b: 1 })).toThrow(ResponseSerializationError);
    expect(() => library(schema)({ b: 1 })).toThrow(ResponseSerializationError);
    expect(ours(schema)({ a: 'y', b: 1 })).toBe(library(schema)({ a: 'y', b: 1 }));
  });

  it('reads the schema from `{ properties }` as the library does', () => {
    const schema = z.object({ a: z.string() });
    expect(ours({ properties: schema })({ a: 'x', b: 1 })).toBe('{"a":"x"}');
  });

  it('compiles a schema that encodes as it parses, on its first answer, and no other', () => {
    const plainSchema = z.object({ a: z.string() });
    const directedSchema = z.object({ a: z.string().default('x') });
    const compiled: unknown[] = [];
    const watched = compiledSerializer((schema) => {
      compiled.push(schema);
      return z.compile(schema);
    });
    const plainRoute = watched(route(plainSchema) as never);
    const directedRoute = watched(route(directedSchema) as never);
    expect(compiled).toEqual([]);
    plainRoute({ a: 'x' });
    directedRoute({ a: 'x' });
    plainRoute({ a: 'y' });
    expect(compiled).toEqual([plainSchema]);
  });

  it('refuses a response schema that is not zod when the route is made, as the library does', () => {
    expect(() => ours({ type: 'object' })).toThrow(/Invalid schema/);
  });

  // Where encoding and parsing part ways: each answered as the library answers it (by its encoder).
  const twoWays: [string, z.ZodType, unknown][] = [
    [
      'an array refined on parsed items',
      z.array(z.string().trim()).refine((a) => new Set(a).size === a.length),
      [' a', 'a'],
    ],
    [
      'an object refined on parsed fields',
      z.object({ e: z.string().toLowerCase(), f: z.string() }).refine((o) => o.e === o.f),
      { e: 'A', f: 'a' },
    ],
    [
      'an object refined on its keys',
      z.object({ a: z.string() }).refine((o) => Object.keys(o).length === 1),
      { a: 'x', b: 1 },
    ],
    ['an overwritten object', z.object({ a: z.string() }).overwrite((v) => ({ ...v, c: 1 })), { a: 'x' }],
    [
      'a discriminated union with optional tags',
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a').optional(), a: z.number() }),
        z.object({ kind: z.literal('b').optional(), b: z.string() }),
      ]),
      { a: 1 },
    ],
  ];
  it.each(twoWays)('%s: answered as the library answers it', (_, schema, value) => {
    expect(encodesAsParses(schema)).toBe(false);
    expect(outcome(ours(schema), value)).toBe(outcome(library(schema), value));
  });

  it("leaves the route's own object unfrozen", () => {
    const value = { x: { y: 1 } };
    ours(z.object({ x: z.unknown().readonly() }))(value);
    expect(Object.isFrozen(value.x)).toBe(false);
  });

  // Values near a schema of every plain kind, valid or not: the compiled parse answers what the encoder answers.
  const plain = z.object({
    id: z.union([z.string().min(1).max(4), z.number().int().positive()]),
    name: z.string().trim().nullable(),
    kind: z.enum(['a', 'b']),
    flag: z.literal(true).optional(),
    amounts: z.array(z.number().nonnegative().multipleOf(0.01)).max(3),
    tags: z.record(z.string(), z.boolean()),
    nested: z.union([
      z.object({ type: z.literal('x'), x: z.number() }),
      z.object({ type: z.literal('y'), y: z.string().nullable().optional() }),
    ]),
  });
  /** Mostly what the schema takes, now and then what it refuses. */
  const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
    fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: invalid, weight: 1 });
  const near = fc.record(
    {
      id: mostly(
        fc.oneof(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 9 })),
        fc.oneof(fc.string({ minLength: 5 }), fc.constant(''), fc.integer({ max: 0 }), fc.double()),
      ),
      name: mostly(fc.option(fc.string({ maxLength: 5 }).map((s) => ` ${s} `)), fc.integer()),
      kind: mostly(fc.constantFrom('a', 'b'), fc.constant('c')),
      flag: mostly(fc.constantFrom(true, undefined), fc.constant(false)),
      amounts: mostly(
        fc.array(
          fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
          { maxLength: 3 },
        ),
        fc.array(fc.oneof(fc.constant(-1), fc.constant(0.001), fc.double()), { minLength: 1, maxLength: 4 }),
      ),
      tags: mostly(
        fc.dictionary(fc.string({ maxLength: 3 }), fc.boolean()),
        fc.dictionary(fc.string(), fc.integer(), { minKeys: 1 }),
      ),
      nested: mostly(
        fc.oneof(
          fc.record({ type: fc.constant('x'), x: fc.integer() }),
          fc.record({
            type: fc.constant('y'),
            y: fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined)),
          }),
        ),
        fc.oneof(
          fc.record({ type: fc.constant('x'), x: fc.string() }),
          fc.record({ type: fc.constant('z') }),
        ),
      ),
      extra: fc.string(),
    },
    { requiredKeys: ['id', 'kind', 'amounts', 'tags', 'nested'] },
  );

  it('answers every generated value as the library does, valid or not', () => {
    expect(encodesAsParses(plain)).toBe(true);
    const compiled = ours(plain);
    const encoded = library(plain);
    let refused = 0;
    fc.assert(
      fc.property(near, (value) => {
        const answer = outcome(compiled, value);
        if (answer === 'refused') refused++;
        expect(answer).toBe(outcome(encoded, value));
      }),
      { numRuns: 3000, seed: 80 },
    );
    // Both kinds of value were tried.
    expect(refused).toBeGreaterThan(300);
    expect(refused).toBeLessThan(2700);
  });
});
