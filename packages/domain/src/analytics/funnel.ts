/**
 * The ordering funnel's rules, apart from the wire's schemas (events.ts): the browser counts a visit's steps with
 * them on the diner's pages, which need nothing else of analytics.
 */

/**
 * The funnel's steps, in order. A step counts visits (a diner's tab at a restaurant) that got at least that far, each
 * once: so each step's visits are among the step before's, and no share of the step before is over 100 %.
 */
export const FUNNEL_STEPS = ['menu-viewed', 'item-added', 'checkout-reached', 'order-placed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * What a visit reaching `step` counts, given the furthest step it counted already (`counted`, -1 for none): that
 * step and every step before it not yet counted, none twice. A diner adding a third item counts nothing more; one
 * opening the checkout with a cart kept on the device from an earlier visit counts the menu and the item with it,
 * which they did reach. An order placed ends the visit: the next menu viewed starts another (`counted` back to -1).
 */
export function visitStep(counted: number, step: FunnelStep): { count: FunnelStep[]; counted: number } {
  const at = FUNNEL_STEPS.indexOf(step);
  const count = FUNNEL_STEPS.slice(Math.max(counted, -1) + 1, at + 1);
  const furthest = Math.max(counted, at);
  return { count, counted: furthest >= FUNNEL_STEPS.length - 1 ? -1 : furthest };
}

export type FunnelCounts = Record<FunnelStep, number>;

/**
 * The day's counts as visits that got at least this far: a visit counted at a step passed every step before it, so
 * each step is at least the one after it. The browser counts a visit's earlier steps with a later one (`visitStep`);
 * what it could not are a visit whose steps fell on both sides of midnight, and days counted before it did (each
 * item added counted, a checkout reached from a cart kept on the device without its menu): those are nested here.
 */
export function nestedFunnel(counts: FunnelCounts): FunnelCounts {
  const nested = { ...counts };
  for (let i = FUNNEL_STEPS.length - 2; i >= 0; i--) {
    const step = FUNNEL_STEPS[i] as FunnelStep;
    nested[step] = Math.max(nested[step], nested[FUNNEL_STEPS[i + 1] as FunnelStep]);
  }
  return nested;
}

/**
 * Each step after the first as a share of the visits that reached the one before it (0 to 1, the counts nested),
 * or null when the step before had none.
 */
export function funnelConversion(
  counts: FunnelCounts,
): { step: FunnelStep; from: FunnelStep; rate: number | null }[] {
  const nested = nestedFunnel(counts);
  return FUNNEL_STEPS.slice(1).map((step, i) => {
    const from = FUNNEL_STEPS[i] as FunnelStep;
    const before = nested[from];
    return { step, from, rate: before > 0 ? nested[step] / before : null };
  });
}
