/**
 * The member identifier kept on the device per restaurant slug ("member cookie per
 * restaurant slug"), with what its last look-up answered: the provider code and the member-only menus it reveals.
 * Small on purpose: the menu page reads it with its first code to keep member-only menus hidden until a code is
 * valid, the cart restores and prices with it (cart-context.tsx, use-costs.ts); the look-up, the drawer and the
 * account copy load later (features/programs).
 *
 * Logging out removes every `member:` entry (session/device-session.ts), as the spec's logout clears the cookie.
 */
import { useSyncExternalStore } from 'react';

export interface StoredMember {
  identifier: string;
  /** Provider code of the last look-up (ELB and SPH have rules of their own). */
  provider: string;
  /** Member-only menus the last look-up revealed. */
  memberMenus: string[];
  firstName: string;
  /** The member promos the last look-up named (their labels are the data file's `member_promos`). */
  promos?: string[];
  /** When the provider last said yes (ms). */
  checkedAt: number;
}

export const MEMBER_PREFIX = 'member:';
const key = (slug: string) => `${MEMBER_PREFIX}${slug}`;
export const MEMBER_CHANGED = 'member-change';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isStoredMember(value: unknown): value is StoredMember {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<StoredMember>;
  return (
    typeof v.identifier === 'string' &&
    v.identifier !== '' &&
    typeof v.provider === 'string' &&
    Array.isArray(v.memberMenus) &&
    v.memberMenus.every((m) => typeof m === 'string')
  );
}

// useSyncExternalStore wants the same object while nothing changed: parsed once per stored text.
const parsed = new Map<string, { raw: string; member: StoredMember | null }>();

export function readMember(slug: string): StoredMember | null {
  const raw = storage()?.getItem(key(slug)) ?? null;
  if (raw === null) return null;
  const known = parsed.get(slug);
  if (known?.raw === raw) return known.member;
  let member: StoredMember | null = null;
  try {
    const value: unknown = JSON.parse(raw);
    member = isStoredMember(value) ? value : null;
  } catch {
    member = null;
  }
  parsed.set(slug, { raw, member });
  return member;
}

const changed = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(MEMBER_CHANGED));
};

export function writeMember(slug: string, member: StoredMember): void {
  try {
    storage()?.setItem(key(slug), JSON.stringify(member));
  } catch {
    // Storage full or disabled: the member stays for this page only.
  }
  changed();
}

/** A failed look-up removes the member identifier. */
export function forgetMember(slug: string): void {
  storage()?.removeItem(key(slug));
  changed();
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(MEMBER_CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(MEMBER_CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The device's member at the restaurant; none while a page drawn on the server takes over (it had none). */
export function useStoredMember(slug: string): StoredMember | null {
  return useSyncExternalStore(
    subscribe,
    () => readMember(slug),
    () => null,
  );
}

/**
 * Member-only menus are hidden until a code is valid: shown only when the member's last look-up revealed them. A
 * member of provider SPH is shown them too; SPH only loses them from a cart restored later.
 */
export function menusForMember<M extends { id: string; member_only: boolean }>(
  menus: M[],
  member: StoredMember | null,
): M[] {
  if (!menus.some((m) => m.member_only)) return menus;
  return menus.filter((m) => !m.member_only || (member?.memberMenus.includes(m.id) ?? false));
}
