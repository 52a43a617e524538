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
  const runtime = byZod(route);

  it("answers a body as zod's runtime does, from the compiled schema", () => {
    expect(validate(body)).toStrictEqual(runtime(body));
    expect(validate(body)).toStrictEqual({ value: setCostsRequest.parse(body) });
  });

  it("gives a body the compiled schema refuses the runtime's issues", () => {
    const bad = { ...body, items: [{ ...body.items[0], quantity: 0 }] };
    const answer = validate(bad) as { error?: unknown };
    expect(answer.error).toBeDefined();
    expect(answer).toStrictEqual(runtime(bad));
  });
});
