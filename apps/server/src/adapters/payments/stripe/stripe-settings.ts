/**
 * Stripe's settings, from the environment only (keys never live in a restaurant's data file, which is published and
 * versioned):
 * - STRIPE_SECRET_KEY: the platform's secret key (`sk_live_…`, `sk_test_…` for Stripe's test mode, or a restricted
 *   `rk_…`). Unset: no restaurant can use `payment_processor: "stripe"` (its checkout answers 1803).
 * - STRIPE_PUBLISHABLE_KEY: the `pk_…` key the browser's Payment Element loads with (public).
 * - STRIPE_WEBHOOK_SECRET: the `whsec_…` secret that signs POST /api/payments/stripe/webhook.
 * - STRIPE_ACCOUNT_<restaurant id>: the merchant account (a Connect account id, `acct_…`) of a restaurant whose data
 *   file sets `multiple_mids` (a merchant account per restaurant of a group); STRIPE_ACCOUNT_GROUP_<GROUP SLUG>
 *   (upper case, `-` as `_`): the one merchant account of a group's restaurants without `multiple_mids`. Neither:
 *   the platform account itself.
 * - STRIPE_API_BASE (tests and stripe-mock: `http://127.0.0.1:12111`; plain http only to this machine),
 *   STRIPE_TIMEOUT_MS (per request, default 10000), STRIPE_IDEMPOTENCY_PREFIX (when deployments share an account).
 * - STRIPE_RAW_CARD_DATA=true: the account may be sent card numbers (Stripe grants it to few accounts; PCI SAQ D).
 *   Unset, a card number sent to a Stripe restaurant is refused by us with a 400 before any call: its cards come
 *   only from the Payment Element (SAQ-A).
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  timeoutMs: number;
  keyPrefix: string;
  /** STRIPE_RAW_CARD_DATA: card numbers may be sent to Stripe from this server. */
  rawCardData: boolean;
  /** STRIPE_ACCOUNT_<restaurant id>. */
  accounts: Map<number, string>;
  /** STRIPE_ACCOUNT_GROUP_<GROUP SLUG>, by the slug as the env var spells it. */
  groupAccounts: Map<string, string>;
}

export class StripeSettingsError extends Error {}

type Env = Record<string, string | undefined>;

const ACCOUNT = /^acct_[A-Za-z0-9]{1,64}$/;

export function readStripeSettings(env: Env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  if (!/^(sk|rk)_(live|test)_[A-Za-z0-9_]+$/.test(secretKey))
    throw new StripeSettingsError(
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_…, sk_test_… or rk_…).',
    );
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() || null;
  if (publishableKey && !/^pk_(live|test)_[A-Za-z0-9_]+$/.test(publishableKey))
    throw new StripeSettingsError(
      'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_… or pk_test_…).',
    );
  if (publishableKey && publishableKey.split('_')[1] !== secretKey.split('_')[1])
    throw new StripeSettingsError(
      'STRIPE_PUBLISHABLE_KEY and STRIPE_SECRET_KEY must both be live or both be test keys.',
    );
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || null;
  if (webhookSecret && !webhookSecret.startsWith('whsec_'))
    throw new StripeSettingsError('STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_…).');
  const timeoutMs = Number(env.STRIPE_TIMEOUT_MS?.trim() || '10000');
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000)
    throw new StripeSettingsError(
      `STRIPE_TIMEOUT_MS must be 100 to 120000 milliseconds, got "${env.STRIPE_TIMEOUT_MS}".`,
    );

  const accounts = new Map<number, string>();
  const groupAccounts = new Map<string, string>();
  for (const [name, raw] of Object.entries(env)) {
    const value = raw?.trim();
    const group = /^STRIPE_ACCOUNT_GROUP_([A-Z0-9_]+)$/.exec(name);
    const restaurant = /^STRIPE_ACCOUNT_(\d{1,10})$/.exec(name);
    if (!group && !restaurant) continue;
    if (!value || !ACCOUNT.test(value))
      throw new StripeSettingsError(`${name} must be a Stripe account id (acct_…).`);
    if (group) groupAccounts.set(group[1]!, value);
    else accounts.set(Number(restaurant![1]), value);
  }
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    ...apiBase(env.STRIPE_API_BASE),
    timeoutMs,
    keyPrefix: env.STRIPE_IDEMPOTENCY_PREFIX?.trim() ?? '',
    rawCardData: rawCardData(env.STRIPE_RAW_CARD_DATA),
    accounts,
    groupAccounts,
  };
}

function rawCardData(value: string | undefined): boolean {
  const raw = value?.trim().toLowerCase() ?? '';
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new StripeSettingsError(`STRIPE_RAW_CARD_DATA must be true or false, got "${value}".`);
}

function apiBase(value: string | undefined): Pick<StripeSettings, 'host' | 'port' | 'protocol'> {
  const raw = value?.trim();
  if (!raw) return {};
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StripeSettingsError(
      `STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111, got "${raw}".`,
    );
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new StripeSettingsError(
      'STRIPE_API_BASE must be https, or http to this machine only (the key travels with it).',
    );
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

export const groupEnvName = (slug: string) => `STRIPE_ACCOUNT_GROUP_${slug.toUpperCase().replace(/-/g, '_')}`;

/**
 * The merchant account a restaurant is charged on: its own with `multiple_mids` (required then: charging the group's
 * account instead would pay the wrong merchant), else its group's if one is set, else the platform account.
 */
export function merchantAccountFor(
  settings: StripeSettings,
  restaurantId: number,
  restaurant: Pick<RestaurantDataFile['restaurant'], 'multiple_mids' | 'group'>,
): { ok: true; account: string | undefined } | { ok: false; missing: string } {
  if (restaurant.multiple_mids) {
    const own = settings.accounts.get(restaurantId);
    return own ? { ok: true, account: own } : { ok: false, missing: `STRIPE_ACCOUNT_${restaurantId}` };
  }
  const slug = restaurant.group?.slug;
  const group = slug
    ? settings.groupAccounts.get(groupEnvName(slug).slice('STRIPE_ACCOUNT_GROUP_'.length))
    : undefined;
  return { ok: true, account: group };
}
