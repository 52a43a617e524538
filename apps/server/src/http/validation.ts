/**
 * Request validation: zod's, through fastify-type-provider-zod, with a hand-written first pass for the body a diner
 * sends on every change of the cart (docs/decisions/079-cart-lines-parsed-by-hand.md). A body the first pass does not
 * accept goes to zod whole, so every 400 is zod's, in the same words as before.
 */
import { withCartItemsParsed } from '@ordering/domain/contracts/cart-fast';
import { setCostsRequest } from '@ordering/domain/contracts/orders';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as byZod } from 'fastify-type-provider-zod';

const firstPasses = new Map<unknown, (value: unknown) => unknown>([
  [setCostsRequest, withCartItemsParsed(setCostsRequest, 'items')],
]);

export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const zod = byZod(route as Parameters<typeof byZod>[0]);
  const first = route.httpPart === 'body' ? firstPasses.get(route.schema) : undefined;
  if (!first) return zod;
  return (data) => {
    const value = first(data);
    return value === undefined ? zod(data) : { value };
  };
};
