/**
 * The table tab's calls (`/api/tabs`, contracts in @ordering/domain/contracts/tabs). Every call names the restaurant
 * (`X-RESTAURANT-ID`); once the diner opened or joined, the member's secret goes with each call as `X-Tab-Member`.
 */
import type {
  openTabRequest,
  payShareRequest,
  splitTabRequest,
  TabView,
} from '@ordering/domain/contracts/tabs';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import type { TabMembership } from './tab-storage';

export type TabPayment = z.infer<typeof openTabRequest>['payment'];
export type SplitRequest = z.infer<typeof splitTabRequest>['split'];
export type ShareTip = NonNullable<z.infer<typeof payShareRequest>['tip']>;
export interface MemberAnswer {
  tabId: string;
  memberId: string;
  secret: string;
}

/** How often the bill is read again while the screen is open: others at the table order, join and pay. */
export const TAB_POLL_MS = 4_000;

const call = <T>(path: string, restaurantId: number | string, member: TabMembership | null, body?: unknown) =>
  apiFetch<T>(`/api/tabs${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: {
      'X-RESTAURANT-ID': String(restaurantId),
      ...(member ? { 'X-Tab-Member': member.secret } : {}),
    },
  });

export const openTab = (
  restaurantId: number | string,
  body: { table: string; name: string; payment: TabPayment },
) => call<MemberAnswer>('', restaurantId, null, body);

export const joinTab = (restaurantId: number | string, body: { table: string; name: string }) =>
  call<MemberAnswer>('/join', restaurantId, null, body);

export const getTab = (restaurantId: number | string, member: TabMembership) =>
  call<TabView>(`/${member.tabId}`, restaurantId, member);

export const tabQueryKey = (member: TabMembership | null) => [
  'tab',
  member?.tabId ?? null,
  member?.memberId ?? null,
];

export const tabQueryOptions = (restaurantId: number | string, member: TabMembership) =>
  queryOptions({
    queryKey: tabQueryKey(member),
    queryFn: () => getTab(restaurantId, member),
    refetchInterval: TAB_POLL_MS,
    retry: false,
  });

export const decideMember = (
  restaurantId: number | string,
  member: TabMembership,
  memberId: string,
  accept: boolean,
) => call<TabView>(`/${member.tabId}/members/${memberId}`, restaurantId, member, { accept });

export const addCard = (restaurantId: number | string, member: TabMembership, payment: TabPayment) =>
  call<TabView>(`/${member.tabId}/cards`, restaurantId, member, { payment });

export const splitTab = (restaurantId: number | string, member: TabMembership, split: SplitRequest) =>
  call<TabView>(`/${member.tabId}/split`, restaurantId, member, { split });

/** After 3-D Secure on the opening hold: the member the opening would have answered. */
export const completeOpening = (restaurantId: number | string, pendingId: string, secret: string) =>
  apiFetch<MemberAnswer>(`/api/tabs/openings/${encodeURIComponent(pendingId)}/complete`, {
    method: 'POST',
    headers: { 'X-RESTAURANT-ID': String(restaurantId), 'X-Tab-Member': secret },
  });

export const completeCard = (restaurantId: number | string, member: TabMembership, pendingId: string) =>
  call<TabView>(`/${member.tabId}/cards/${encodeURIComponent(pendingId)}/complete`, restaurantId, member, {});

export const completeShare = (
  restaurantId: number | string,
  member: TabMembership,
  shareId: string,
  email?: string,
) =>
  call<TabView>(`/${member.tabId}/shares/${shareId}/complete`, restaurantId, member, email ? { email } : {});

export const payShare = (
  restaurantId: number | string,
  member: TabMembership,
  shareId: string,
  body: { payment: TabPayment; tip: ShareTip | null; email?: string },
) => call<TabView>(`/${member.tabId}/shares/${shareId}/pay`, restaurantId, member, body);

export const closeTab = (restaurantId: number | string, member: TabMembership) =>
  call<{ captured: number; released: number }>(`/${member.tabId}/close`, restaurantId, member, {});
