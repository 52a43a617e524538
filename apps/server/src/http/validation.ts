/**
 * Request validation: zod's, through fastify-type-provider-zod, on each route's schema compiled by zod itself
 * (`z.compile`: the same answers and the same issues, without the per-field dispatch that cost set-costs about a third
 * of its CPU; docs/decisions/079-request-schemas-compiled-by-zod.md). A schema is compiled the first time its route is
 * called, so a start pays nothing for the routes it does not serve; one zod cannot compile keeps its runtime parser.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as byZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Route = Parameters<typeof byZod>[0];

export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  let validate: ReturnType<typeof byZod> | undefined;
  return (data) => {
    validate ??= byZod({ ...(route as Route), schema: z.compile(route.schema as ZodType) });
    return validate(data);
  };
};
