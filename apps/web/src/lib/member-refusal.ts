/**
 * A member code the provider no longer knows, wherever it is found out (the drawer, the menu's look-up, the pricing).
 * Apart from member-storage.ts, which the menu's first load carries.
 */

/** 2202: the provider knows no such member (the spec's "profile not found"), at the look-up or in the pricing. */
export const MEMBER_NOT_FOUND = 2202;
/** The toast saying the device's member code stopped being valid: said once, whoever found out. */
export const MEMBER_EXPIRED_TOAST = 'member-expired';

/** The cart's lines from members-only menus: a member alone may order them, so they go when the member does. */
export function memberOnlyLines<L extends { menu_id: string }>(
  menus: readonly { id: string; member_only?: boolean | null }[],
  lines: readonly L[],
): L[] {
  const memberMenus = new Set(menus.filter((m) => m.member_only).map((m) => m.id));
  return lines.filter((line) => memberMenus.has(line.menu_id));
}
