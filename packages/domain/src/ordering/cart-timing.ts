/**
 * How a cart of these menus can be timed: for now (every menu on demand, or without scheduling), for a slot (every
 * menu takes scheduled orders), or neither: one menu is for now only and another scheduled only, so no time suits
 * them all and the cart cannot be ordered as it is (the submission would refuse one menu or the other). A module of
 * its own: the cart says it without loading the scheduling rules.
 */
export function cartTiming(menus: readonly { on_demand?: boolean | null; scheduled?: boolean | null }[]): {
  forNow: boolean;
  scheduled: boolean;
  noCommonTime: boolean;
} {
  const forNow = menus.every((m) => m.on_demand || !m.scheduled);
  const scheduled = menus.length > 0 && menus.every((m) => m.scheduled);
  return { forNow, scheduled, noCommonTime: !forNow && !scheduled };
}
