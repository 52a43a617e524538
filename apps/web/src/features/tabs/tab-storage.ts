/**
 * The device's place on a restaurant's tab: the tab, the member it is, and the secret opening or joining answered
 * (sent with every tab call and with each round). Kept per restaurant slug in localStorage so the menu's checkout
 * sends rounds on the tab and the bill screen finds it again after a reload; forgotten when the tab is closed or
 * the server no longer knows the member (a refused guest reads as 404).
 */
import { useSyncExternalStore } from 'react';

export interface TabMembership {
  tabId: string;
  memberId: string;
  secret: string;
  table: string;
  name: string;
}

const PREFIX = 'tab:';
const CHANGED = 'tab-membership-change';
const key = (slug: string) => `${PREFIX}${slug}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isMembership(value: unknown): value is TabMembership {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['tabId', 'memberId', 'secret', 'table', 'name'].every(
    (field) => typeof v[field] === 'string' && v[field] !== '',
  );
}

// useSyncExternalStore wants the same object while nothing changed: parsed once per stored text.
const parsed = new Map<string, { raw: string | null; member: TabMembership | null }>();

export function readTabMembership(slug: string): TabMembership | null {
  const raw = storage()?.getItem(key(slug)) ?? null;
  const cached = parsed.get(slug);
  if (cached && cached.raw === raw) return cached.member;
  let member: TabMembership | null = null;
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    member = isMembership(value) ? value : null;
  } catch {
    member = null;
  }
  parsed.set(slug, { raw, member });
  return member;
}

export function writeTabMembership(slug: string, member: TabMembership): void {
  storage()?.setItem(key(slug), JSON.stringify(member));
  window.dispatchEvent(new Event(CHANGED));
}

export function forgetTabMembership(slug: string): void {
  storage()?.removeItem(key(slug));
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The device's membership of the restaurant's tab, kept in step with the other screens of the device. */
export function useTabMembership(slug: string): TabMembership | null {
  return useSyncExternalStore(
    subscribe,
    () => readTabMembership(slug),
    () => null,
  );
}
