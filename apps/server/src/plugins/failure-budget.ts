import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import type { Listen } from '../db/listen';
import { AppError } from '../errors/app-error';
import type { MessageKey } from '../i18n/messages';
import type { ErrorObserver } from './errors';
import {
  announceMiss,
  keysWithMisses,
  MISSES_CHANNEL,
  readSpent,
  sharedLimiter,
} from './shared-limits.repository';

/**
 * Failures allowed per client in a fixed window: what stops guessing secrets (gift-card numbers, promo and subsidy
 * codes, member access codes) one request at a time. Given a database, the count is kept there and shared by every
 * process on it (decision 032); without one (a test's own budget, the token budget) it is this process's.
 */
export class FailureBudget {
  private readonly limiter: RateLimiterAbstract;
  private readonly db: Database | undefined;
  /** The clients any process has told of a miss, once this one listens for them (decision 077). */
  private missed: ClientsWithMisses | undefined;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    shared?: { db: Database; name: string; sweeps?: boolean },
  ) {
    this.limiter = shared
      ? sharedLimiter(shared.db, shared.name, max, windowMs, shared.sweeps)
      : new RateLimiterMemory({ points: max, duration: windowMs / 1000 });
    this.db = shared?.db;
  }

  /**
   * Hears which clients any process counted a miss for, so the check before a look-up costs no statement for a client
   * without one (decision 077). Without a LISTEN (a command-line tool, a test app that hears nothing) every check reads
   * the table.
   */
  async follow(listen: Listen | undefined, onError: (error: unknown) => void): Promise<void> {
    if (!this.db || !listen || this.missed) return;
    const missed = new ClientsWithMisses(this.db, `${this.limiter.keyPrefix}:`, this.windowMs);
    try {
      await missed.follow(listen, onError);
      this.missed = missed;
    } catch (error) {
      // Not a reason to refuse to start: the check reads the table instead, as a process without a LISTEN does.
      onError(error);
    }
  }

  async close(): Promise<void> {
    const missed = this.missed;
    this.missed = undefined;
    await missed?.close();
  }

  /**
   * Seconds until the client may try again, or 0 while it has failures left. A client no process has told of a miss
   * has failures left: answered from memory; any other is read from the table, exactly.
   */
  async retryAfter(client: string): Promise<number> {
    if (this.missed?.hearing && !this.missed.has(this.limiter.getKey(client), Date.now())) return 0;
    return this.waitFor(this.db ? await this.spentInTable(client) : await this.limiter.get(client));
  }

  /** Seconds to wait for what a client has spent: 0 while it has failures left or its window is over. */
  private waitFor(spent: { consumedPoints: number; msBeforeNext: number } | null): number {
    if (!spent || spent.consumedPoints < this.max || spent.msBeforeNext <= 0) return 0;
    return Math.ceil(spent.msBeforeNext / 1000);
  }

  /**
   * The library's own read of the shared row (its key, its live window), as a fixed statement: a code named in
   * set-costs or a submission costs this one statement, and Drizzle's query building per call was a fifth of it.
   */
  private async spentInTable(client: string) {
    const at = Date.now();
    return spentOf(await readSpent(this.db!, this.limiter.getKey(client), at), at);
  }

  /** The client's row key in the shared table, for a statement that reads it along with its own; null in memory. */
  sharedKey(client: string): string | null {
    return this.db ? this.limiter.getKey(client) : null;
  }

  /** `retryAfter` from the client's shared row as another statement read it at `at` (`sharedKey`). */
  retryAfterFrom(row: SpentRow | undefined, at: number): number {
    return this.waitFor(spentOf(row, at));
  }

  /**
   * Counts a miss, and tells every process. Answers the seconds to wait when the budget was already spent before it
   * (calls racing on several processes), so the miss is answered as a refusal, not as a look-up; else 0. Should the
   * notice fail, the count is kept all the same, and each other process reads the table at its own next miss of this
   * client.
   */
  async fail(client: string): Promise<number> {
    const key = this.limiter.getKey(client);
    const res = await this.limiter.penalty(client, 1);
    const wait = res.consumedPoints > this.max ? Math.ceil(Math.max(res.msBeforeNext, 1) / 1000) : 0;
    if (this.db) {
      const until = Date.now() + res.msBeforeNext;
      this.missed?.add(key, until);
      await announceMiss(this.db, key, until).catch(() => undefined);
    }
    return wait;
  }
}

/**
 * The clients with a miss in their window, by row key, with the window's end, as every process tells them
 * (`MISSES_CHANNEL`): nearly every client has none, and for those the check before a look-up is a look-up in memory;
 * the others are read from the table. What is spent is counted in the table alone. On starting to listen, and when
 * the LISTEN comes back, the table's rows are read again; from the moment its LISTEN is lost until that read succeeds
 * it is not `hearing`, and every check reads the table (notices sent meanwhile are lost).
 */
export class ClientsWithMisses {
  private readonly until = new Map<string, number>();
  private stop: (() => Promise<void>) | undefined;
  private lastSweep = 0;
  /** Whether every notice since the last read of the table has reached this process. */
  hearing = false;

  constructor(
    private readonly db: Database,
    private readonly prefix: string,
    private readonly windowMs: number,
  ) {}

  async follow(listen: Listen, onError: (error: unknown) => void): Promise<void> {
    this.stop = await listen(
      MISSES_CHANNEL,
      (payload) => {
        const space = payload.indexOf(' ');
        const until = Number(payload.slice(0, space));
        const key = payload.slice(space + 1);
        if (space > 0 && Number.isFinite(until) && key.startsWith(this.prefix)) this.add(key, until);
      },
      onError,
      () => {
        this.load().catch(onError);
      },
      () => {
        this.hearing = false;
      },
    );
    try {
      await this.load();
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const stop = this.stop;
    this.stop = undefined;
    this.hearing = false;
    await stop?.().catch(() => undefined);
  }

  add(key: string, until: number): void {
    const at = Date.now();
    // A window is never longer than the budget's, whatever a notice says.
    const end = Math.min(until, at + this.windowMs);
    if ((this.until.get(key) ?? 0) >= end) return;
    // Clients with misses are few; ended windows go, at most once a minute, as the map grows.
    if (this.until.size >= 10_000 && at - this.lastSweep > 60_000) {
      this.lastSweep = at;
      for (const [missed, ends] of this.until) if (ends <= at) this.until.delete(missed);
    }
    this.until.set(key, end);
  }

  has(key: string, at: number): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > at) return true;
    this.until.delete(key);
    return false;
  }

  /** The table's live rows; once read, the notices since keep memory whole. */
  private async load(): Promise<void> {
    for (const row of await keysWithMisses(this.db, this.prefix, Date.now()))
      this.add(row.key, row.expire_ms);
    this.hearing = true;
  }
}

/** A client's row of the shared table, as read (shared-limits.repository.ts `spentRowAt`); none when it has none. */
export interface SpentRow {
  points: number | string | null;
  expire_ms: number | string | null;
}

function spentOf(row: SpentRow | undefined, at: number) {
  if (!row || row.points === null) return null;
  return {
    consumedPoints: Number(row.points),
    msBeforeNext: row.expire_ms === null ? -1 : Math.max(Number(row.expire_ms) - at, 0),
  };
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

/** A spent look-up budget told by a service (the submission, which reads it with its key): 429 with Retry-After. */
export function lookupsSpent(retryAfterSeconds: number): AppError {
  const error = new AppError(429, 'error.tooManyFailedLookups');
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

/** Refuses a call while the client (by its real address, see TRUST_PROXY) has spent its budget. */
export async function spendableOrThrow(
  budget: FailureBudget,
  request: FastifyRequest,
  reply: FastifyReply,
  key: MessageKey,
) {
  const wait = await budget.retryAfter(request.ip);
  if (wait > 0) throw tooManyFailures(reply, wait, key);
}

/**
 * A request that presents a session token waits, before the token is looked up, while its client has spent the
 * token budget: even a good token, else the wait would tell a guessed token from a wrong one.
 */
export function tokenSpendableOrThrow(request: FastifyRequest, reply: FastifyReply) {
  return spendableOrThrow(request.server.failureBudgets.tokens, request, reply, 'error.tooManyFailedTokens');
}

/** A presented session token named no live session (unknown, expired, revoked, or of another kind). */
export function failedToken(request: FastifyRequest) {
  return request.server.failureBudgets.tokens.fail(request.ip);
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
    lookups:
      given.lookups ?? new FailureBudget(20, 15 * 60_000, { db: app.db, name: 'lookups', sweeps: true }),
    // Larger than the codes': a browser's parallel calls with one stale cookie each count before it is cleared.
    // Kept in this process: it is checked on every API call that carries a session, which should not cost a
    // statement, and a session token (21 random characters) is out of reach of guessing whatever the count.
    tokens: given.tokens ?? new FailureBudget(30, 15 * 60_000),
  };
  app.decorate('failureBudgets', budgets);
  app.addHook('preHandler', async (request, reply) => {
    const rule = request.routeOptions.config.lookupBudget;
    if (!rule || (rule !== true && !rule(request))) return;
    await spendableOrThrow(budgets.lookups, request, reply, 'error.tooManyFailedLookups');
  });
  return async (error, request) => {
    if (!(error instanceof AppError) || !FAILED_LOOKUPS.has(error.messageKey)) return;
    let wait: number;
    try {
      wait = await budgets.lookups.fail(request.ip);
    } catch {
      // A miss that could not be counted (the database away: set-costs prices from memory meanwhile) is not
      // answered either, else guesses would be answered without end while it is away.
      return new AppError(503, 'error.unavailable');
    }
    // A miss past the budget (calls racing, on several processes) is refused as the check
    // before the route refuses: no more misses than the budget are ever answered.
    if (wait > 0) return lookupsSpent(wait);
  };
}

/** Whether a checkout names a member access code (set-costs and submissions look it up). */
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
