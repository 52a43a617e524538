import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { MessageKey } from '../i18n/messages';
import type { ErrorObserver } from './errors';

/**
 * Failures allowed per client in a fixed window: what stops guessing secrets (gift-card numbers, promo and subsidy
 * codes, session tokens) one request at a time. Kept in memory per process; a deployment of N nodes allows N times
 * as many, which is still far too few to guess a 16-digit number.
 */
export class FailureBudget {
  private readonly clients = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the client may try again, or 0 while it has failures left. */
  retryAfter(client: string): number {
    const entry = this.clients.get(client);
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.clients.delete(client);
      return 0;
    }
    return entry.failures >= this.max ? Math.ceil(left / 1000) : 0;
  }

  fail(client: string): void {
    const at = this.now();
    const entry = this.clients.get(client);
    if (entry && entry.resetAt > at) entry.failures += 1;
    else this.clients.set(client, { failures: 1, resetAt: at + this.windowMs });
    if (this.clients.size > 10_000) this.prune(at);
  }

  private prune(at: number): void {
    for (const [client, entry] of this.clients) if (entry.resetAt <= at) this.clients.delete(client);
  }
}

export interface FailureBudgets {
  /** Gift-card, promo-code and subsidy-code look-ups that found nothing, on every route that looks them up. */
  lookups: FailureBudget;
  /**
   * Session tokens (bearer, cookie, body) that named no live session. Its own budget, not the codes': a stale cookie
   * is an everyday failure of a legitimate browser, so a tablet's expired sessions must not stop its gift cards, nor
   * a diner's mistyped codes sign the diner out; the secrets, the callers and the sizes differ.
   */
  tokens: FailureBudget;
}

/** When a route's call looks up a gift card, promo or subsidy code: always (`true`), or as its body says. */
export type LookupRule = true | ((request: FastifyRequest) => boolean);

declare module 'fastify' {
  interface FastifyInstance {
    failureBudgets: FailureBudgets;
  }
  interface FastifyContextConfig {
    /** The route looks up gift cards, promo or subsidy codes: refused while the client's failed look-ups are spent. */
    lookupBudget?: LookupRule;
  }
}

/** The answers that mean "no such gift card / promo code / subsidy code": a miss of a guess. */
const FAILED_LOOKUPS = new Set<MessageKey>([
  'error.giftCardInvalid',
  'error.promoInvalid',
  'error.subsidyCodeInvalid',
  // A member access code that names no member (drawer, account, set-costs, submission): a guessed password.
  'error.memberNotFound',
]);

export function tooManyFailures(reply: FastifyReply, retryAfterSeconds: number, key: MessageKey) {
  reply.header('retry-after', String(retryAfterSeconds));
  return new AppError(429, key);
}

/** Refuses a call while the client (by its real address, see TRUST_PROXY) has spent its budget. */
export function spendableOrThrow(
  budget: FailureBudget,
  request: FastifyRequest,
  reply: FastifyReply,
  key: MessageKey,
) {
  const wait = budget.retryAfter(request.ip);
  if (wait > 0) throw tooManyFailures(reply, wait, key);
}

/**
 * A request that presents a session token waits, before the token is looked up, while its client has spent the
 * token budget: even a good token, else the wait would tell a guessed token from a wrong one.
 */
export function tokenSpendableOrThrow(request: FastifyRequest, reply: FastifyReply) {
  spendableOrThrow(request.server.failureBudgets.tokens, request, reply, 'error.tooManyFailedTokens');
}

/** A presented session token named no live session (unknown, expired, revoked, or of another kind). */
export function failedToken(request: FastifyRequest) {
  request.server.failureBudgets.tokens.fail(request.ip);
}

/**
 * The budgets on the app, the check before every route that declares `lookupBudget`, and the error observer that
 * counts a miss wherever it happens (set-costs, get-discount-info, get-gift-card, add-subsidy-code, a submission
 * with a code). The token budget is checked and spent where tokens are looked up (principal.ts).
 */
export function registerFailureBudgets(
  app: FastifyInstance,
  given: Partial<FailureBudgets> = {},
): ErrorObserver {
  const budgets: FailureBudgets = {
    lookups: given.lookups ?? new FailureBudget(20, 15 * 60_000),
    // Larger than the codes': a browser's parallel calls with one stale cookie each count before it is cleared.
    tokens: given.tokens ?? new FailureBudget(30, 15 * 60_000),
  };
  app.decorate('failureBudgets', budgets);
  app.addHook('preHandler', async (request, reply) => {
    const rule = request.routeOptions.config.lookupBudget;
    if (!rule || (rule !== true && !rule(request))) return;
    spendableOrThrow(budgets.lookups, request, reply, 'error.tooManyFailedLookups');
  });
  return (error, request) => {
    if (error instanceof AppError && FAILED_LOOKUPS.has(error.messageKey)) budgets.lookups.fail(request.ip);
  };
}

/** Whether a checkout names a member access code (set-costs and submissions look it up: audit F1 4). */
export function namesAMember(checkout: unknown): boolean {
  const identifier = (checkout as { memberInfo?: { identifier?: unknown } | null } | null | undefined)
    ?.memberInfo?.identifier;
  return typeof identifier === 'string' && identifier.trim() !== '';
}

/** Whether a costs choice names a promo code, a gift card or a subsidy code (set-costs and submissions look them up). */
export function namesACode(costs: unknown): boolean {
  const choice = costs as {
    discount?: { code?: unknown } | null;
    voucher?: { code?: unknown } | null;
    subsidyDiscount?: { code?: unknown } | null;
  } | null;
  const named = (code: unknown) => typeof code === 'string' && code.trim() !== '';
  return (
    named(choice?.discount?.code) || named(choice?.voucher?.code) || named(choice?.subsidyDiscount?.code)
  );
}
