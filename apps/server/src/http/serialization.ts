/**
 * Response serialization: each route's response schema checks what the route answers, as fastify-type-provider-zod
 * does (zod's `safeEncode`, then `JSON.stringify`), but through the schema compiled by zod (`z.compile`) when encoding
 * and parsing are the same walk (docs/decisions/080-response-schemas-compiled-when-encoding-is-parsing.md). zod
 * compiles the forward direction only; a schema that changes values on the way (a default, a transform, a codec, a
 * coercion), checks a whole object or array (encoding checks it before its parts are parsed, parsing after), freezes
 * (readonly) or picks a union's option by its tag encodes otherwise than it parses, and keeps the library's encoder.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as byZod, ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

interface Def {
  type: string;
  coerce?: boolean;
  checks?: { _zod: { def: { check: string } } }[];
  discriminator?: string;
  [key: string]: unknown;
}

/**
 * Kinds whose forward and backward walks differ, or that cannot be walked ahead of a value (lazy). `readonly` freezes
 * the value parsed, which would be the route's own object.
 */
const DIRECTED = new Set([
  'readonly',
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

/** A check that reads a size only (an array's `max`): the same before and after the parts are parsed. */
const SIZE_CHECK = /^(max|min)_(length|size)$|^(length|size)_equals$/;

/**
 * Whether a kind's own checks run alike in both directions: a leaf's see one value either way; a container's see its
 * input when encoding and its parsed output when parsing, so only size checks are alike.
 */
const checksAlike = (def: Def) =>
  LEAVES.has(def.type) || (def.checks ?? []).every((check) => SIZE_CHECK.test(check._zod.def.check));

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
      return [def.innerType];
    default:
      return undefined;
  }
}

/**
 * Whether encoding a value with `schema` gives what parsing it gives: nothing in it (at any depth) applies a default,
 * transforms, pipes, catches, coerces, freezes, checks a whole container, or picks a union's option by its tag (an
 * absent tag is matched otherwise when encoding). Unknown kinds answer false.
 */
export function encodesAsParses(schema: unknown, seen = new Set<unknown>()): boolean {
  // A tuple without rest holds null there; a schema met again (one that holds itself) is being answered already.
  if (schema === undefined || schema === null || seen.has(schema)) return true;
  seen.add(schema);
  const def = defOf(schema);
  if (!def || DIRECTED.has(def.type) || def.coerce || def.discriminator !== undefined || !checksAlike(def))
    return false;
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

/** The serializer compiler, with zod's compiler given (a test watches which schemas it compiles). */
export function compiledSerializer(
  compile: (schema: ZodType) => ZodType = z.compile,
): FastifySerializerCompiler<unknown> {
  return (route) => {
    // The library's, made now: a response schema that is not zod's stops the start, as it always did.
    const encoder = byZod(route as Route);
    let serialize: ((data: unknown) => string) | undefined;
    const make = (): ((data: unknown) => string) => {
      const schema = zodSchemaOf(route.schema);
      if (!schema || !encodesAsParses(schema)) return encoder;
      const compiled = compile(schema);
      return (data) => {
        const result = z.safeParse(compiled, data);
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
}

export const serializerCompiler = compiledSerializer();
