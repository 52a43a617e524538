import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';

/**
 * One gateway per app instance: the sandbox keeps its authorizations in memory, so every call of an app must reach
 * the same object. Tests may install their own before the first request.
 */
const gateways = new WeakMap<object, PaymentGateway>();

/** SANDBOX_GATEWAY_LATENCY_MS: a processor's delay on every call, so benches can measure a realistic order path. */
export function sandboxLatency(value: string | undefined): number {
  const ms = Number(value ?? '0');
  return Number.isInteger(ms) && ms >= 0 && ms <= 60_000 ? ms : 0;
}

export function paymentGatewayFor(app: FastifyInstance): PaymentGateway {
  let gateway = gateways.get(app);
  if (!gateway) {
    gateway = new SandboxGateway({ latencyMs: sandboxLatency(process.env.SANDBOX_GATEWAY_LATENCY_MS) });
    gateways.set(app, gateway);
  }
  return gateway;
}

export function setPaymentGateway(app: FastifyInstance, gateway: PaymentGateway): void {
  gateways.set(app, gateway);
}
