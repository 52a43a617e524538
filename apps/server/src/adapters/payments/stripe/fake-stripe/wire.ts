/**
 * How the fake Stripe (../fake-stripe-server.ts) reads a request and writes an answer as Stripe does: form-encoded
 * bodies with bracketed keys in, JSON answers and error objects with type/code/decline_code out.
 */

export type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | undefined;
  account: string | undefined;
  authorization: string | undefined;
  /** Set by a `search_lag` fault. */
  lagging?: boolean;
}

/** A request as a resource's handler sees it: `/v1/{resource}/{id}/{action}` and the connected account. */
export interface ResourceRequest {
  request: RecordedRequest;
  id: string | undefined;
  action: string | undefined;
  account: string | null;
}

export interface Answer {
  status: number;
  body: Json;
}

export function ok(body: Json): Answer {
  return { status: 200, body };
}

export function cardError(
  code: string,
  decline: string | undefined,
  message: string,
  paymentIntent?: Json,
  setupIntent?: Json,
): Answer {
  return {
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code,
        ...(decline ? { decline_code: decline } : {}),
        message,
        ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
        ...(setupIntent ? { setup_intent: setupIntent } : {}),
      },
    },
  };
}

export function invalid(message: string, code?: string): Answer {
  return {
    status: 400,
    body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
  };
}

export function missing(id: string, kind = 'resource'): Answer {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        ...(kind === 'resource' ? {} : { param: kind }),
        message: `No such ${kind}: '${id}'`,
      },
    },
  };
}

/** The `expand` parameter as stripe-node sends it (`expand[0]=latest_charge`). */
export function expanded(body: Json): string[] {
  return Object.values((body.expand ?? {}) as Record<string, string>);
}

/** Stripe's form encoding: `a[b][c]=v` nests, `a[0]=v` (or `a[]=v`) makes arrays. */
export function parseForm(raw: string): Json {
  const out: Json = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    const keys = name.split(/\[|\]\[|\]/).filter((k, i) => k !== '' || i === 0);
    let node: Json = out;
    keys.forEach((k, i) => {
      const last = i === keys.length - 1;
      const key = k === '' ? String(Object.keys(node).length) : k;
      if (last) node[key] = value;
      else {
        if (node[key] === undefined) node[key] = {};
        node = node[key] as Json;
      }
    });
  }
  return out;
}
