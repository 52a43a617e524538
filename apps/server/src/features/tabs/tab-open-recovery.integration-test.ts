/**
 * A tab's opening hold that lost its tab: the processor authorized the opener's card, then the answer was lost (or
 * the process died) before the tab was written. The recovery message written before the call releases that hold, and
 * leaves alone the hold of a tab that was written.
 */

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizeRequest } from '../../adapters/payments/gateway';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { outbox, tabHolds, tabs } from '../../db/schema';
import type { OutboxMessage } from '../../outbox/outbox.repository';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { APPROVED_CARD, orderDataFile } from '../../testing/order-fixtures';
import { setPaymentGateway } from '../payments';
import { importDataFile } from '../restaurants';
import { OPEN_RECOVER, openAuthorizationKey, openRecoveryHandler } from './open-tab.service';

/** The sandbox, which authorizes and then, when told, loses its answer on the way back. */
class LosingGateway extends SandboxGateway {
  loseNext = false;
  override async authorize(request: AuthorizeRequest) {
    const result = await super.authorize(request);
    if (this.loseNext) {
      this.loseNext = false;
      throw new Error('socket hang up');
    }
    return result;
  }
}

let t: TestApp;
const gateway = new LosingGateway();
const R = 9730;

beforeAll(async () => {
  t = await buildTestApp();
  const file = orderDataFile({ id: R, slug: 'tab-recovery' });
  expect(
    (await importDataFile(t.db, { ...file, restaurant: { ...file.restaurant, allow_open_tab: true } })).ok,
  ).toBe(true);
  setPaymentGateway(t.app, gateway);
});
afterAll(async () => {
  await t.close();
});

const open = (table: string, locale = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: '/api/tabs',
    headers: { 'x-restaurant-id': String(R), locale },
    payload: {
      table,
      name: 'Ana',
      payment: { paymentMethod: 'credit_card', card: { ...APPROVED_CARD, postal_code: 'M5V 1A1' } },
    },
  });

const recoveryMessages = async () =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.restaurantId, R), eq(outbox.type, OPEN_RECOVER)))
  ).map((row) => ({ message: { ...row, attempts: 0 } as OutboxMessage, sent: row.status === 'sent' }));

describe('an opening hold without its tab', () => {
  it('is released by the recovery message; a tab written keeps its hold', async () => {
    gateway.loseNext = true;
    const lost = await open('31', 'fr-CA');
    expect(lost.statusCode).toBe(402);
    expect(lost.json()).toMatchObject({ code: 1803, message: expect.stringMatching(/paiement/i) });
    expect(await t.db.select().from(tabs).where(eq(tabs.restaurantId, R))).toHaveLength(0);
    const pending = (await recoveryMessages()).filter((m) => !m.sent);
    expect(pending).toHaveLength(1);
    const tabId = (pending[0]!.message.payload as { tabId: string }).tabId;
    const held = await gateway.findAuthorization(openAuthorizationKey(tabId));
    if (!held.found) throw new Error('the sandbox should hold the lost opening');
    expect(gateway.held(held.authorizationId)).toBe(5000);

    const recover = openRecoveryHandler(t.db, async () => gateway);
    expect(await recover(pending[0]!.message)).toEqual({ ok: true });
    expect(gateway.held(held.authorizationId)).toBe(0);
    // Delivered again (a lease that ran out): nothing more to release.
    expect(await recover(pending[0]!.message)).toEqual({ ok: true });

    // The table opens normally afterwards; its recovery message is marked sent with the tab.
    const ok = await open('31');
    expect(ok.statusCode, ok.body).toBe(200);
    const opened = ok.json() as { tabId: string };
    const mine = (await recoveryMessages()).find(
      (m) => (m.message.payload as { tabId: string }).tabId === opened.tabId,
    );
    expect(mine?.sent).toBe(true);
    // Even if it were delivered, the tab's hold stays.
    const [hold] = await t.db
      .select({ authorizationId: tabHolds.authorizationId })
      .from(tabHolds)
      .innerJoin(tabs, eq(tabs.id, tabHolds.tabId))
      .where(eq(tabs.publicId, opened.tabId));
    expect(await recover(mine!.message)).toEqual({ ok: true });
    expect(gateway.held(hold!.authorizationId)).toBe(5000);
  });

  it('marks the message sent when the card is declined: nothing was held', async () => {
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/tabs',
      headers: { 'x-restaurant-id': String(R) },
      payload: {
        table: '32',
        name: 'Ben',
        payment: {
          paymentMethod: 'credit_card',
          card: { ...APPROVED_CARD, number: '4000000000000002', postal_code: 'M5V 1A1' },
        },
      },
    });
    expect(declined.statusCode).toBe(402);
    expect((await recoveryMessages()).filter((m) => !m.sent)).toHaveLength(1);
  });
});
