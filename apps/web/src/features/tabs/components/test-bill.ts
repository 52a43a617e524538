/**
 * The bill the tab's component tests start from (receipts, shares, the Stripe card): Ana opened table 12's tab, one
 * open share of $16.39 is hers to pay. A test changes what it needs with `overrides`.
 */
import type { TabView } from '@ordering/domain/contracts/tabs';

export const ANA = { id: 'a', name: 'Ana', role: 'opener' as const, status: 'accepted' as const };

export const SHARE: TabView['shares'][number] = {
  id: 'share-123456789',
  payer: 'Ana',
  amount: 16.39,
  tipBase: 14.5,
  taxes: 1.89,
  lineIds: [],
  status: 'open',
  tip: null,
  paidByYou: false,
  refunded: 0,
};

export function testBill(overrides: Partial<TabView> = {}): TabView {
  return {
    id: 'tab-1234567890',
    table: '12',
    status: 'open',
    held: 50,
    total: 16.39,
    paid: 0,
    captured: 0,
    refunded: 0,
    remaining: 16.39,
    you: ANA,
    members: [ANA],
    lines: [],
    shares: [SHARE],
    closing: null,
    ...overrides,
  };
}

/** Ana's membership on this device, as the tab's calls send it. */
export const ANA_MEMBER = {
  tabId: 'tab-1234567890',
  memberId: 'a',
  secret: 'secret',
  table: '12',
  name: 'Ana',
};
