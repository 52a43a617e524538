/**
 * What the fake Stripe (../fake-stripe-server.ts) remembers, in memory: the objects it made and the account
 * capabilities a test can switch off. Each resource's handler reads and changes this ledger.
 */
import type { Json } from './wire';

export type Outcome = 'approve' | 'decline' | 'insufficient' | 'error' | 'not_supported' | 'three_d_secure';

/**
 * The card error a test card's outcome answers when an intent confirms it, worded as Stripe words each; null when the
 * card goes on (approved, or a 3-D Secure challenge). `notSupported` is the refusal's own words for that intent.
 */
export function outcomeRefusal(
  outcome: Outcome,
  notSupported: string,
): { code: string; decline: string | undefined; message: string } | null {
  switch (outcome) {
    case 'decline':
      return { code: 'card_declined', decline: 'generic_decline', message: 'Your card was declined.' };
    case 'insufficient':
      return {
        code: 'card_declined',
        decline: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      };
    case 'error':
      return {
        code: 'processing_error',
        decline: undefined,
        message: 'An error occurred while processing your card.',
      };
    case 'not_supported':
      return { code: 'card_declined', decline: 'card_not_supported', message: notSupported };
    default:
      return null;
  }
}

export interface FakePaymentMethod {
  id: string;
  outcome: Outcome;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  postal_code: string | null;
  customer: string | null;
  account: string | null;
  /** Used in a payment without a customer: Stripe refuses it afterwards. */
  consumed?: boolean;
}

export interface FakePaymentIntent {
  id: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  amount_refunded: number;
  currency: string;
  status: string;
  capture_method: string;
  payment_method: string | null;
  customer: string | null;
  metadata: Record<string, string>;
  multicapture: boolean;
  /** Asked for at creation and granted (the account's pricing and the card allow it). */
  incremental: boolean;
  /** Stripe allows ten attempts to raise an authorization, declines included. */
  incrementAttempts: number;
  account: string | null;
  created: number;
}

/** A card set up for later payments (fake-stripe/setup-intents.ts). */
export interface FakeSetupIntent {
  id: string;
  status: string;
  usage: string;
  customer: string | null;
  payment_method: string;
  metadata: Record<string, string>;
  account: string | null;
}

export interface Ledger {
  readonly paymentMethods: Map<string, FakePaymentMethod>;
  readonly paymentIntents: Map<string, FakePaymentIntent>;
  readonly setupIntents: Map<string, FakeSetupIntent>;
  readonly refunds: Map<string, Json>;
  readonly customers: Map<string, Json>;
  /** Card tokens Stripe issued for wallets (Google Pay's tokenization, Apple Pay's payment token exchanged). */
  readonly walletTokens: Set<string>;
  /** Whether a new authorization may be captured more than once (Stripe's multicapture, if the account has it). */
  multicaptureAvailable: boolean;
  /** Whether a new authorization may be raised later (Stripe's incremental authorization, IC+ accounts). */
  incrementalAvailable: boolean;
  /** Whether the account takes mail/telephone orders (`payment_method_options[card][moto]`, enabled by Stripe). */
  motoEnabled: boolean;
}
