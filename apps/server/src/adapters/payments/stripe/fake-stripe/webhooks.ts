/** What the fake Stripe sends to a webhook endpoint: events as Stripe wraps them, signed with Stripe's scheme. */
import { createHmac, randomBytes } from 'node:crypto';
import type { Json } from './wire';

/** Stripe's webhook signature: `t={unix},v1={HMAC-SHA256(secret, "{t}.{payload}")}`. */
export function webhookSignature(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** An event as Stripe sends it, around any object (one of the fake's, or one a test builds). */
export function webhookEvent(type: string, object: Json, account?: string): Json {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    ...(account ? { account } : {}),
    data: { object },
  };
}
