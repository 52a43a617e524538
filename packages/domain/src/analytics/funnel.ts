/** The ordering funnel's rules, apart from the wire's schemas (events.ts). */

/** The funnel's steps, in order: the report nests them so none is above the one before it (nestedFunnel). */
export const FUNNEL_STEPS = ['menu-viewed', 'item-added', 'checkout-reached', 'order-placed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export type FunnelCounts = Record<FunnelStep, number>;

/**
 * The day's counts nested: no step above the one before it. The browser sends each step as it happens (each item
 * added, a checkout reached from a cart kept on the device without its menu viewed that day), so a later step can
 * outnumber an earlier one; a diner who reached a step passed the ones before it.
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
 * Each step after the first as a share of the one before it (0 to 1, the counts nested),
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
