/**
 * What each payment processor a data file may name can do, registered once here: the rest of the server asks
 * `processorFor(name).capabilities` instead of testing the processor's name, as a new processor is one more entry.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';

export type ProcessorName = RestaurantDataFile['restaurant']['payment_processor'];

export interface ProcessorCapabilities {
  /** Whose gateway charges: the restaurant's own account at the processor, or this server's settling sandbox. */
  gateway: 'merchant-account' | 'sandbox';
  /** How the browser takes a card: this app's own fields, the processor's element, or not at all. */
  cardElement: 'own-fields' | 'processor-element' | 'none';
  /** Apple Pay and Google Pay buttons drawn by this app (a processor's element draws its own). */
  walletButtons: boolean;
  /** Authorized at submission, captured when staff accept. */
  twoPhaseAuthorization: boolean;
  /** An authorization that can grow (a tab's later rounds). */
  incrementalAuthorization: boolean;
  refunds: boolean;
  /** The processor tells the server what it did (adapters/payments/stripe, payments/stripe-webhook.routes.ts). */
  webhooks: boolean;
}

const PROCESSORS: Record<ProcessorName, ProcessorCapabilities> = {
  sandbox: {
    gateway: 'sandbox',
    cardElement: 'own-fields',
    walletButtons: true,
    twoPhaseAuthorization: true,
    incrementalAuthorization: true,
    refunds: true,
    webhooks: false,
  },
  stripe: {
    gateway: 'merchant-account',
    cardElement: 'processor-element',
    walletButtons: false,
    twoPhaseAuthorization: true,
    incrementalAuthorization: true,
    refunds: true,
    webhooks: true,
  },
  // Paid at the counter: no card is taken online, and the sandbox settles what the order records.
  payOnPremise: {
    gateway: 'sandbox',
    cardElement: 'none',
    walletButtons: false,
    twoPhaseAuthorization: true,
    incrementalAuthorization: true,
    refunds: true,
    webhooks: false,
  },
};

export function processorFor(name: ProcessorName): {
  name: ProcessorName;
  capabilities: ProcessorCapabilities;
} {
  return { name, capabilities: PROCESSORS[name] };
}
