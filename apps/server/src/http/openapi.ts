/**
 * The API description served at /api/docs/json (OpenAPI 3.0.3), built from the routes' zod schemas. What a client
 * generator needs and the zod conversion does not give is added here, for every route at once: who may call an
 * operation, a stable operationId and a summary, the one error body as a named component, and OpenAPI 3.0's own
 * spelling of nullable unions. openapi.integration-test.ts lints the served document with Redocly's recommended rules.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { errorBody } from '@ordering/domain/contracts/errors';
import { optionGroupView, optionValueView } from '@ordering/domain/contracts/k12';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATOR_COOKIE, USER_COOKIE } from '../plugins/principal';
import { signedInFirst } from '../plugins/staff-auth';

/** Who may call: anyone, a signed-in user, a suite operator, either of those two, or anyone with more if signed in. */
type Access = 'public' | 'user' | 'operator' | 'operatorOrUser' | 'optionalUser';

const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: "A user's session token, as the sign-in calls answer it (staff are users with a role).",
  },
  userCookie: { type: 'apiKey', in: 'cookie', name: USER_COOKIE, description: "The web app's user session." },
  operatorToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Operator-Token',
    description: "A suite operator's session.",
  },
  operatorCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: OPERATOR_COOKIE,
    description: "The web app's suite operator session.",
  },
} as const;

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  user: [{ bearer: [] }, { userCookie: [] }],
  operator: [{ operatorToken: [] }, { operatorCookie: [] }],
  operatorOrUser: [{ operatorToken: [] }, { operatorCookie: [] }, { bearer: [] }, { userCookie: [] }],
  // The empty requirement says the call also works without a session (OpenAPI's spelling of optional).
  optionalUser: [{}, { bearer: [] }, { userCookie: [] }],
};

/**
 * Calls whose handler reads the session itself (no hook says so): `METHOD url` as the route registers it. Staff calls
 * are found by their `staffOnly` hook and need no entry; any other route is public.
 */
export const HANDLER_CHECKED: Record<string, Exclude<Access, 'public'>> = {
  // Prices, orders and school menus for a guest, and for a signed-in user with their account's promos and credits.
  'POST /api/orders': 'optionalUser',
  'POST /api/orders/create-marketplace-order': 'optionalUser',
  'POST /api/orders/create-k12-order': 'optionalUser',
  'POST /api/orders/set-costs': 'optionalUser',
  'POST /api/orders/item': 'optionalUser',
  'POST /api/orders/validate': 'optionalUser',
  'GET /api/rotational-menus': 'optionalUser',
  // The session may come as a token in the body instead.
  'POST /api/auth/get-native-user-info': 'optionalUser',
  'POST /api/auth/get-google-user-info': 'optionalUser',
  'POST /api/auth/get-facebook-user-info': 'optionalUser',
  'POST /api/auth/get-apple-user-info': 'optionalUser',
  'POST /api/auth/get-sandbox-user-info': 'optionalUser',
  'PUT /api/catering/events/:eventId/event-suites/:suiteId/update-event-day-settings': 'operatorOrUser',
  'POST /api/auth/edit-user': 'user',
  'POST /api/auth/get-user-snapshot': 'user',
  'POST /api/auth/get-past-receipts': 'user',
  'POST /api/auth/payment-method': 'user',
  'PUT /api/auth/payment-method': 'user',
  'POST /api/auth/delete-payment': 'user',
  'GET /api/auth/user-credits': 'user',
  'POST /api/auth/add-subsidy-code': 'user',
  'POST /api/auth/delete-subsidy-code': 'user',
  'GET /api/auth/students': 'user',
  'POST /api/auth/students': 'user',
  'PUT /api/auth/students/:id': 'user',
  'POST /api/auth/delete-student/:id': 'user',
  'POST /api/auth/get-user-enrolled-program-status': 'user',
  'GET /api/auth/user-membership': 'user',
  'PUT /api/auth/user-membership': 'user',
  'DELETE /api/auth/user-membership': 'user',
  'GET /api/k12/my-orders': 'user',
  'POST /api/k12/orders/:id/cancel': 'user',
  'GET /api/staff/me': 'user',
  'POST /api/catering/suite-owners/get-upcoming-events': 'user',
  'GET /api/auth/operator': 'operator',
  'POST /api/auth/login-as': 'operator',
  'POST /api/auth/suite-logout': 'operator',
  'GET /api/catering/events/get-active-events': 'operator',
  'POST /api/catering/events/auth-get-event-info': 'operator',
  'POST /api/catering/events/owner-link': 'operator',
};

function accessOf(route: RouteOptions | undefined, method: string, url: string): Access {
  const hooks = [route?.onRequest ?? []].flat();
  if (hooks.includes(signedInFirst)) return 'user';
  return HANDLER_CHECKED[`${method} ${url}`] ?? 'public';
}

const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /api/orders/:id` is `getOrdersById`: method and path, so it stays put while the route does. */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...words(segment)] : words(segment)));
  return method.toLowerCase() + parts.map(capitalize).join('');
}

/**
 * A route's summary, else its path said in words. Not the description's first words: some descriptions open with what
 * the call needs (the operator routes' "Operator session: ..."), which would make many summaries the same.
 */
function summaryOf(schema: Record<string, unknown>, url: string): string {
  if (typeof schema.summary === 'string') return schema.summary;
  const [area = '', ...rest] = url
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `by ${segment.slice(1)}` : words(segment).join(' ')));
  return rest.length ? `${capitalize(area)}: ${rest.join(' ')}` : capitalize(area);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * OpenAPI 3.0 spellings the zod conversion misses, everywhere in a schema: `nullable` beside `anyOf` moves into the
 * branches (3.0 wants `nullable` next to a `type`), and a record over fixed keys (`required` with no `properties`)
 * names those keys as properties of its value schema.
 */
export function fixSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fixSchema);
  if (!isObject(value)) return value;
  const out: Json = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fixSchema(child)]));
  if (out.nullable === true && out.type === undefined && Array.isArray(out.anyOf)) {
    delete out.nullable;
    out.anyOf = out.anyOf.map((branch) =>
      isObject(branch) && branch.type ? { ...branch, nullable: true } : branch,
    );
  }
  if (Array.isArray(out.required) && isObject(out.additionalProperties)) {
    const properties = isObject(out.properties) ? { ...out.properties } : {};
    for (const name of out.required as string[]) properties[name] ??= out.additionalProperties;
    out.properties = properties;
  }
  return out;
}

/** Components reached from the paths, following refs between components too: the others are left out. */
function usedComponents(paths: unknown, schemas: Json): Json {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      const ref = value.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
        const name = ref.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      }
      Object.values(value).forEach(visit);
    }
  };
  visit(paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

/** The @fastify/swagger options: the document's head, and the transforms above applied to every route. */
export function openapiOptions(
  version: string,
  publicOrigin: string | undefined,
): FastifyDynamicSwaggerOptions {
  // Shapes the document names instead of inlining: recursive ones must be, and the error body is shared by every
  // 4xx/5xx answer. A registry per app: adding an id twice to one registry throws.
  const schemaRegistry = z.registry<{ id: string }>();
  schemaRegistry.add(errorBody, { id: 'ErrorBody' });
  schemaRegistry.add(optionGroupView, { id: 'RotationalOptionGroup' });
  schemaRegistry.add(optionValueView, { id: 'RotationalOptionValue' });
  const zodTransform = createJsonSchemaTransform({ schemaRegistry });
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry });
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Ordering platform API',
        version,
        // No open-source licence: the API is offered on the operator's own terms.
        license: { name: 'Proprietary' },
      },
      servers: [{ url: publicOrigin ?? '/', description: 'This server' }],
      components: { securitySchemes: securitySchemes as never },
    },
    transform: (input) => {
      const { schema, url } = zodTransform(input);
      if (!schema || (schema as Json).hide) return { schema, url };
      const method = [input.route.method].flat()[0] ?? 'GET';
      const fixed = fixSchema(schema) as Json;
      fixed.operationId ??= operationIdOf(method, url);
      fixed.summary = summaryOf(fixed, url);
      fixed.security ??= SECURITY[accessOf(input.route, method, url)];
      // A route that writes its success by hand (the data file's stored bytes) declares only its error answers: give
      // it the default answer @fastify/swagger gives a route that declares none.
      const response = (fixed.response ?? {}) as Json;
      if (!Object.keys(response).some((status) => status.startsWith('2'))) {
        fixed.response = { 200: { description: 'Default Response' }, ...response };
      }
      return { schema: fixed as typeof schema, url };
    },
    transformObject: (input) => {
      const document = zodTransformObject(input) as Json & { components: { schemas?: Json } };
      const schemas = fixSchema(document.components.schemas ?? {}) as Json;
      return {
        ...document,
        components: { ...document.components, schemas: usedComponents(document.paths, schemas) },
      } as never;
    },
  };
}
