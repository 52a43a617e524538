/**
 * A round on the table's tab from the menu's checkout: where the restaurant runs tabs and this device is on one, the
 * dine-in order names the tab (`config.tabId`) and is sent with the member's secret, and nothing is paid now. The
 * server then bills the round to the tab's holds (apps/server/src/features/tabs/tab-round.ts); a round the holds
 * cannot cover is refused with what to do, kept on screen here rather than in a passing toast.
 */
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { type TabMembership, useTabMembership } from './tab-storage';

export interface TabRound {
  /** The device's tab, when this order is a round on it. */
  member: TabMembership | null;
  active: boolean;
  patch: <B extends { data: { config: object } }>(body: B) => B;
  headers: Record<string, string>;
  /** Why the last round was refused (the holds, a declined raise, a closed tab), in the server's words. */
  refusal: { text: string; needsCard: boolean } | null;
  /** Keeps a refusal of a round on the tab; false for an error that is not the tab's to say. */
  refused: (error: unknown) => boolean;
  clear: () => void;
}

export function useTabRound(
  restaurant: { slug: string; allow_open_tab: boolean },
  dineIn: boolean,
): TabRound {
  const stored = useTabMembership(restaurant.slug);
  const member = restaurant.allow_open_tab && dineIn ? stored : null;
  const [refusal, setRefusal] = useState<TabRound['refusal']>(null);
  return {
    member,
    active: member !== null,
    patch: (body) =>
      member
        ? { ...body, data: { ...body.data, config: { ...body.data.config, tabId: member.tabId } } }
        : body,
    headers: member ? { 'X-Tab-Member': member.secret } : {},
    refusal,
    refused: (error) => {
      if (!member || !(error instanceof ApiError) || !error.message) return false;
      // 402 (another card, a declined raise), 403 (not let in yet), 404 (no such tab), 409 (closed, paying).
      if (![402, 403, 404, 409].includes(error.status)) return false;
      setRefusal({ text: error.message, needsCard: error.status === 402 });
      return true;
    },
    clear: () => setRefusal(null),
  };
}

/** Not a round on a tab: the order is paid as any order. */
export const NO_TAB_ROUND: TabRound = {
  member: null,
  active: false,
  patch: (body) => body,
  headers: {},
  refusal: null,
  refused: () => false,
  clear: () => {},
};
