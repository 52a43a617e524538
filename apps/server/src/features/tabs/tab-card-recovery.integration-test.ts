/**
 * Another card added to a tab (open-tab.service.ts `addCard`) when things go wrong between the processor and the
 * database: the recovery message written before the call finds the card's authorization by its key and releases it
 * when no hold was written; a processor that does not answer is a payment error the diner can try again, not a 500.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthorizeRequest } from '../../adapters/payments/gateway';
import { outbox, tabHolds } from '../../db/schema';
import type { OutboxMessage } from '../../outbox/outbox.repository';
import type { TestApp } from '../../testing/build-test-app';
import { OPEN_RECOVER, openRecoveryHandler } from './open-tab.service';
import { CapturingGateway, type TabMember, type tabCalls, tabTestApp } from './tabs-test-kit';

/** The sandbox, which on the next call authorizes and then fails as told: its answer lost, or the database's write. */
class FaultyGateway extends CapturingGateway {
  next: ((authorizationId: string) => void) | null = null;
  readonly keys: string[] = [];
  override async authorize(request: AuthorizeRequest) {
    this.keys.push(request.idempotencyKey);
    const result = await super.authorize(request);
    const fault = this.next;
    this.next = null;
    if (fault && result.ok) fault(result.authorizationId);
    return result;
  }
}

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
const gateway = new FaultyGateway();
const R = 9745;

beforeAll(async () => {
  ({ t, kit } = await tabTestApp(R, 'tab-card-recovery', gateway));
});
afterAll(async () => {
  await t.close();
});

const addCard = (member: TabMember, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: `/api/tabs/${member.tabId}/cards`,
    headers: kit.headers(member.secret, locale),
    payload: { payment: kit.card('5555 5555 5555 4444') },
  });

/** The tab's recovery messages of another card (the opening's has no card key). */
const cardMessages = async (tabId: string) =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.restaurantId, R), eq(outbox.type, OPEN_RECOVER)))
  )
    .filter((row) => {
      const payload = row.payload as { tabId?: string; cardKey?: string };
      return payload.tabId === tabId && payload.cardKey;
    })
    .map((row) => ({ message: { ...row, attempts: 0 } as OutboxMessage, sent: row.status === 'sent' }));

const holdsOfTab = async (tabId: number) => t.db.select().from(tabHolds).where(eq(tabHolds.tabId, tabId));

describe('another card on a tab', () => {
  it('is released by its recovery message when the hold was never written (the write failed)', async () => {
    const ana = await kit.opened('40');
    const tab = await kit.tabRow(ana.tabId);
    let authorized = '';
    gateway.next = (authorizationId) => {
      authorized = authorizationId;
      // The database fails right after the processor answered: the hold's write never happens.
      vi.spyOn(t.db, 'transaction').mockRejectedValueOnce(new Error('connection terminated'));
    };
    const failed = await addCard(ana);
    expect(failed.statusCode).toBe(500);
    expect(authorized).not.toBe('');
    expect(gateway.held(authorized)).toBe(5000);
    expect(await holdsOfTab(tab.id)).toHaveLength(1);

    const pending = (await cardMessages(ana.tabId)).filter((m) => !m.sent);
    expect(pending).toHaveLength(1);
    expect((pending[0]!.message.payload as { cardKey: string }).cardKey).toBe(gateway.keys.at(-1));
    const handler = openRecoveryHandler(t.db, async () => gateway);
    expect(await handler(pending[0]!.message)).toEqual({ ok: true });
    expect(gateway.held(authorized)).toBe(0);
    // The opener's hold is not the card's: it stays.
    expect((await holdsOfTab(tab.id)).map((h) => gateway.held(h.authorizationId))).toEqual([5000]);
  });

  it('is a payment error to try again when the processor does not answer, released all the same', async () => {
    const ben = await kit.opened('41', 'Ben');
    let authorized = '';
    gateway.next = (authorizationId) => {
      authorized = authorizationId;
      throw new Error('socket hang up');
    };
    const lost = await addCard(ben, 'fr-CA');
    expect(lost.statusCode).toBe(402);
    expect(lost.json()).toMatchObject({ code: 1803, details: { reason: 'processor_error' } });
    expect(lost.json().message).toMatch(/paiement/i);
    expect(gateway.held(authorized)).toBe(5000);

    const pending = (await cardMessages(ben.tabId)).filter((m) => !m.sent);
    expect(pending).toHaveLength(1);
    const handler = openRecoveryHandler(t.db, async () => gateway);
    expect(await handler(pending[0]!.message)).toEqual({ ok: true });
    expect(gateway.held(authorized)).toBe(0);
  });

  it('marks its message sent with the hold, which a delivery of it leaves alone', async () => {
    const cleo = await kit.opened('42', 'Cleo');
    const added = await addCard(cleo);
    expect(added.statusCode, added.body).toBe(200);
    const [message] = await cardMessages(cleo.tabId);
    expect(message?.sent).toBe(true);
    const holds = await holdsOfTab((await kit.tabRow(cleo.tabId)).id);
    expect(holds).toHaveLength(2);
    const handler = openRecoveryHandler(t.db, async () => gateway);
    expect(await handler(message!.message)).toEqual({ ok: true });
    expect(holds.map((h) => gateway.held(h.authorizationId))).toEqual([5000, 5000]);
  });
});
