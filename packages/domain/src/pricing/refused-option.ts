/**
 * The choice a refusal is about. A line refused because one of its choices is sold out or unavailable (unit-price.ts,
 * add-ons.ts: the issue carries the group and value ids) must name that choice, not the dish: the dish itself can
 * still be ordered with another choice.
 */
import { localized, type MenuLocale } from '../menu/convert';
import type { OptionGroup, OptionValue } from '../menu/data-file';
import type { PricingIssue } from './types';

/** The value `valueId` of the group `groupId`, searched in the item's groups and in every nested group. */
export function findOptionValue(
  groups: readonly OptionGroup[],
  groupId: string,
  valueId: string,
): OptionValue | undefined {
  for (const group of groups) {
    for (const value of group.values) {
      if (group.id === groupId && value.id === valueId) return value;
      const nested = findOptionValue(value.options, groupId, valueId);
      if (nested) return nested;
    }
  }
  return undefined;
}

/**
 * The name, in `lang`, of the choice that made the line sold out or unavailable; null when the issue is about the
 * dish itself, or about an id the menu does not have (then there is no choice to name).
 */
export function refusedOptionName(
  groups: readonly OptionGroup[],
  issue: Pick<PricingIssue, 'reason' | 'groupId' | 'valueId'>,
  lang: MenuLocale,
): string | null {
  if (issue.reason !== 'sold_out' && issue.reason !== 'unavailable') return null;
  if (issue.groupId === undefined || issue.valueId === undefined) return null;
  const value = findOptionValue(groups, issue.groupId, issue.valueId);
  if (!value) return null;
  return localized(value as Parameters<typeof localized>[0], 'name', lang) || null;
}
