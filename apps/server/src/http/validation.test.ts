import { setCostsRequest } from '@ordering/domain/contracts/orders';
import { validatorCompiler as byZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from './validation';

const route = {
  schema: setCostsRequest,
  method: 'POST',
  url: '/api/orders/set-costs',
  httpPart: 'body',
} as const;
const body = {
  items: [
    { id: 'mt-poutine', menu_id: 'mt-takeout', section_id: null, orderId: 1, quantity: 2, orderPrice: 12.5 },
  ],
  costs: { tip: { type: 'percentage', percentageValue: 15 } },
  config: { takeout: true },
  type: 'take-out',
};

describe('validatorCompiler', () => {
  const validate = validatorCompiler(route);
  const zod = byZod(route);

  it('answers a set-costs body as zod does, from its first pass', () => {
    expect(validate(body)).toStrictEqual(zod(body));
    expect(validate(body)).toStrictEqual({ value: setCostsRequest.parse(body) });
  });

  it("gives a body its first pass refuses zod's errors", () => {
    const bad = { ...body, items: [{ ...body.items[0], quantity: 0 }] };
    const answer = validate(bad) as { error?: unknown };
    expect(answer.error).toBeDefined();
    expect(answer).toStrictEqual(zod(bad));
  });
});
