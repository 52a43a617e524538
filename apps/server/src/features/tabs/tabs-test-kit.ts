/**
 * The calls a test makes on a table's tab, through the app as a diner's phone makes them: open, join, send a round,
 * read the bill, split, pay a share, close. Each is bound to one test app and restaurant.
 */
import { expect } from 'vitest';
import { now } from '../../clock';
import type { TestApp } from '../../testing/build-test-app';
import { APPROVED_CARD, GUEST } from '../orders/order-fixtures';

export interface TabMember {
  tabId: string;
  memberId: string;
  secret: string;
}

export function tabCalls(t: TestApp, restaurantId: number) {
  let keys = 0;
  const card = (number = APPROVED_CARD.number) => ({
    paymentMethod: 'credit_card',
    card: { ...APPROVED_CARD, number, postal_code: 'M5V 1A1' },
  });
  const headers = (secret?: string, locale = 'en-CA') => ({
    'x-restaurant-id': String(restaurantId),
    locale,
    ...(secret ? { 'x-tab-member': secret } : {}),
  });
  const calls = {
    headers,
    async opened(table: string, name = 'Ana'): Promise<TabMember> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tabs',
        headers: headers(),
        payload: { table, name, payment: card() },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async joined(opener: TabMember, table: string, name: string): Promise<TabMember> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tabs/join',
        headers: headers(),
        payload: { table, name },
      });
      expect(res.statusCode, res.body).toBe(200);
      const member = res.json() as TabMember;
      const ok = await t.app.inject({
        method: 'POST',
        url: `/api/tabs/${opener.tabId}/members/${member.memberId}`,
        headers: headers(opener.secret),
        payload: { accept: true },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      return member;
    },
    /**
     * A round of `quantity` sandwiches ($14.50 each, 13 % tax) sent by `member`, answered as the app answered it (a
     * test of refusals reads it); `round` is the same round that must go through.
     */
    sent(member: Pick<TabMember, 'tabId' | 'secret'>, quantity: number) {
      return t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers(member.secret), 'idempotency-key': `tab-kit-round-${keys++}` },
        payload: {
          type: 'dine-in',
          data: {
            config: { restaurantId: String(restaurantId), tabId: member.tabId },
            items: [
              {
                id: 'i1',
                menu_id: 'm1',
                section_id: 's1',
                orderId: 1,
                quantity,
                orderPrice: 14.5,
                orderOptions: [],
              },
            ],
            costs: {},
            checkout: { contact: GUEST },
          },
          pickup_time: now().toISOString(),
        },
      });
    },
    /** The round of `sent`, which must go through; answers the order's public id. */
    async round(member: TabMember, quantity: number): Promise<string> {
      const res = await calls.sent(member, quantity);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id;
    },
    view: (member: TabMember, locale = 'en-CA') =>
      t.app.inject({
        method: 'GET',
        url: `/api/tabs/${member.tabId}`,
        headers: headers(member.secret, locale),
      }),
    async split(member: TabMember, plan: unknown) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/tabs/${member.tabId}/split`,
        headers: headers(member.secret),
        payload: { split: plan },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().shares as { id: string; payer: string | null; amount: number }[];
    },
    /** Pays the share; `receipt` asks for the receipt by e-mail, in `locale`. */
    async paid(
      member: TabMember,
      shareId: string,
      tip: unknown = null,
      receipt: { email?: string; locale?: string; auth?: Record<string, string> } = {},
    ) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/tabs/${member.tabId}/shares/${shareId}/pay`,
        headers: { ...headers(member.secret, receipt.locale), ...receipt.auth },
        payload: { payment: card(), tip, ...(receipt.email ? { email: receipt.email } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
    async closed(opener: TabMember) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/tabs/${opener.tabId}/close`,
        headers: headers(opener.secret),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { captured: number; released: number };
    },
  };
  return calls;
}
