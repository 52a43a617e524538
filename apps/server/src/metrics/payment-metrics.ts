/**
 * Payment outcomes counted where every processor call passes (the gateway registry): the same gateway object,
 * seen through a proxy that counts what authorize, capture, void and refund answered. A proxy rather than a
 * wrapper class, so each gateway's optional abilities (Stripe's describePaymentMethod, takesCardData...) stay
 * exactly as they are.
 */
import type { AuthorizeResult, PaymentGateway, SettleResult } from '../adapters/payments/gateway';
import type { Metrics, PaymentOutcome } from './metrics';

const SUCCESS: Record<string, PaymentOutcome> = {
  authorize: 'authorized',
  capture: 'captured',
  void: 'voided',
  refund: 'refunded',
};

/** The card's own refusals; anything else (processor_error, unknown_authorization...) is the processor failing. */
const DECLINES = new Set(['declined', 'insufficient_funds', 'card_not_supported', 'invalid_card']);

export function outcomeOf(operation: string, result: AuthorizeResult | SettleResult): PaymentOutcome {
  if (result.ok) return SUCCESS[operation] ?? 'error';
  if (result.reason === 'authentication_required') return 'authentication_required';
  return DECLINES.has(result.reason) ? 'declined' : 'error';
}

/** Each app's proxies by gateway: asked for a gateway again, the same proxy answers. */
const counted = new WeakMap<Metrics, WeakMap<PaymentGateway, PaymentGateway>>();

export function countingGateway(gateway: PaymentGateway, metrics: Metrics): PaymentGateway {
  let proxies = counted.get(metrics);
  if (!proxies) {
    proxies = new WeakMap();
    counted.set(metrics, proxies);
  }
  let proxy = proxies.get(gateway);
  if (proxy) return proxy;
  proxy = new Proxy(gateway, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // Called on the gateway itself, not on the proxy: a class's private fields are the gateway's.
      if (typeof property !== 'string' || !Object.hasOwn(SUCCESS, property)) return value.bind(target);
      return async (...args: unknown[]) => {
        try {
          const result = (await value.apply(target, args)) as AuthorizeResult | SettleResult;
          metrics.payments.inc({ operation: property, outcome: outcomeOf(property, result) });
          return result;
        } catch (err) {
          metrics.payments.inc({ operation: property, outcome: 'error' });
          throw err;
        }
      };
    },
  });
  proxies.set(gateway, proxy);
  return proxy;
}
