/**
 * Response serialization: each route's response schema checks what the route answers, as fastify-type-provider-zod
 * does (zod's `safeEncode`, then `JSON.stringify`), but through the schema compiled by zod (`z.compile`) when encoding
 * and parsing are the same walk (docs/decisions/080-response-schemas-compiled-when-encoding-is-parsing.md). zod
 * compiles the forward direction only; a schema that changes values on the way (a default, a transform, a codec, a
 * coercion) encodes otherwise than it parses and keeps the library's encoder.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as byZod, ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

interface Def {
  type: string;
  coerce?: boolean;
  [key: string]: unknown;
}

/** Kinds whose forward and backward walks differ, or that cannot be walked ahead of a value (lazy). */
const DIRECTED = new Set([
  'transform',
  'pipe',
  'default',
  'prefault',
  'catch',
  'success',
  'lazy',
  'promise',
  'function',
]);

/** Kinds that hold no other schema, and check a value the same way in both directions. */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'nan',
  'enum',
  'literal',
  'template_literal',
  'custom',
  'file',
]);

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })?._zod?.def;

/** The schemas a kind holds; undefined for a kind this walk does not know (taken as directed). */
function childrenOf(def: Def): unknown[] | undefined {
  if (LEAVES.has(def.type)) return [];
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape as Record<string, unknown>), def.catchall];
    case 'array':
      return [def.element];
    case 'record':
    case 'map':
      return [def.keyType, def.valueType];
    case 'set':
      return [def.valueType];
    case 'tuple':
      return [...(def.items as unknown[]), def.rest];
    case 'union':
      return def.options as unknown[];
    case 'intersection':
      return [def.left, def.right];
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return [def.innerType];
    default:
      return undefined;
  }
}

/**
 * Whether encoding a value with `schema` gives what parsing it gives: nothing in it (at any depth) applies a default,
 * transforms, pipes, catches or coerces. Unknown kinds answer false.
 */
export function encodesAsParses(schema: unknown, seen = new Set<unknown>()): boolean {
  if (schema === undefined || seen.has(schema)) return true;
  seen.add(schema);
  const def = defOf(schema);
  if (!def || DIRECTED.has(def.type) || def.coerce) return false;
  const children = childrenOf(def);
  return children !== undefined && children.every((child) => encodesAsParses(child, seen));
}

type Route = Parameters<typeof byZod>[0];

/** The schema fastify-type-provider-zod reads from a route's response entry: a zod type, or `{ properties }`. */
function zodSchemaOf(maybe: unknown): ZodType | undefined {
  if (maybe instanceof z.core.$ZodType) return maybe as ZodType;
  const properties = (maybe as { properties?: unknown } | undefined)?.properties;
  return properties instanceof z.core.$ZodType ? (properties as ZodType) : undefined;
}

export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  const make = (): ((data: unknown) => string) => {
    const schema = zodSchemaOf(route.schema);
    if (!schema || !encodesAsParses(schema)) return byZod(route as Route);
    const compiled = z.compile(schema);
    return (data) => {
      const result = compiled.safeParse(data);
      if (!result.success)
        throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      return JSON.stringify(result.data);
    };
  };
  return (data) => {
    serialize ??= make();
    return serialize(data);
  };
};
