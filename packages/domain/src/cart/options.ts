/**
 * Option selection rules: a value's quantity is clamped by its max_quantity and
 * by the group's limit counting what is already selected; the limit caps the selections of a multiple-selection
 * group; required groups must be filled, nested groups of selected values included.
 */
import type { OptionGroup, OptionValue } from '../menu/data-file';
import type { CartOptionGroup, CartOptionValue } from './cart-item';
import type { CartMessage } from './messages';

export function selectedCount(selection: CartOptionGroup | undefined, exceptValueId?: string): number {
  let count = 0;
  for (const v of selection?.values ?? []) if (v.id !== exceptValueId) count += v.quantity;
  return count;
}

/** The quantity of `valueId` that fits: at least 0, at most max_quantity and the group's room left. */
export function clampOptionQuantity(
  group: OptionGroup,
  selection: CartOptionGroup | undefined,
  valueId: string,
  requested: number,
): number {
  const value = group.values.find((v) => v.id === valueId);
  let max = Math.max(0, Math.floor(requested));
  if (value?.max_quantity != null) max = Math.min(max, value.max_quantity);
  if (group.limit !== null) max = Math.min(max, Math.max(0, group.limit - selectedCount(selection, valueId)));
  return max;
}

export function limitMessage(limit: number): CartMessage {
  return { key: 'optionGroupLimit', params: { optionGroupLimit: limit } };
}

/** The default selections of a group list (values marked default_selection, with their nested defaults). */
export function defaultSelections(groups: readonly OptionGroup[]): CartOptionGroup[] {
  const out: CartOptionGroup[] = [];
  for (const group of groups) {
    const defaults = group.values.filter((v) => v.default_selection);
    const chosen = group.allow_multiple_selection ? defaults : defaults.slice(0, 1);
    if (chosen.length > 0) out.push({ id: group.id, values: chosen.map(newValue) });
  }
  return out;
}

function newValue(value: OptionValue): CartOptionValue {
  return { id: value.id, quantity: 1, adjustedPrice: 0, options: defaultSelections(value.options) };
}

export type ToggleResult = { selections: CartOptionGroup[]; message: CartMessage | null };

/**
 * Selects or deselects a value. A single-selection group swaps its value; a multiple-selection group adds it
 * unless the group's limit is reached, which answers with the limit message and no change.
 */
export function toggleOption(
  groups: readonly OptionGroup[],
  selections: readonly CartOptionGroup[],
  groupId: string,
  valueId: string,
): ToggleResult {
  const group = groups.find((g) => g.id === groupId);
  const value = group?.values.find((v) => v.id === valueId);
  if (!group || !value) return { selections: [...selections], message: { key: 'optionNotFound' } };
  const current = selections.find((s) => s.id === groupId);
  const others = selections.filter((s) => s.id !== groupId);
  const isSelected = current?.values.some((v) => v.id === valueId) ?? false;
  let values: CartOptionValue[];
  if (current && isSelected) {
    values = current.values.filter((v) => v.id !== valueId);
  } else if (!group.allow_multiple_selection) {
    values = [newValue(value)];
  } else {
    if (group.limit !== null && selectedCount(current) >= group.limit) {
      return { selections: [...selections], message: limitMessage(group.limit) };
    }
    values = [...(current?.values ?? []), newValue(value)];
  }
  const next = values.length > 0 ? [...others, { id: groupId, values }] : others;
  return { selections: next, message: null };
}

/** Sets a selected value's quantity, clamped; 0 deselects it. A clamp below the request answers the limit message. */
export function setOptionQuantity(
  groups: readonly OptionGroup[],
  selections: readonly CartOptionGroup[],
  groupId: string,
  valueId: string,
  requested: number,
): ToggleResult {
  const group = groups.find((g) => g.id === groupId);
  const value = group?.values.find((v) => v.id === valueId);
  if (!group || !value) return { selections: [...selections], message: { key: 'optionNotFound' } };
  const current = selections.find((s) => s.id === groupId);
  const quantity = clampOptionQuantity(group, current, valueId, requested);
  const message = quantity < Math.floor(requested) && group.limit !== null ? limitMessage(group.limit) : null;
  const existing = current?.values.find((v) => v.id === valueId);
  const kept = (current?.values ?? []).filter((v) => v.id !== valueId);
  const values = quantity > 0 ? [...kept, { ...(existing ?? newValue(value)), quantity }] : kept;
  const others = selections.filter((s) => s.id !== groupId);
  return { selections: values.length > 0 ? [...others, { id: groupId, values }] : others, message };
}

/** The required groups without a selection, nested groups of selected values included (ids, depth first). */
export function missingRequiredGroups(
  groups: readonly OptionGroup[],
  selections: readonly CartOptionGroup[],
): string[] {
  const missing: string[] = [];
  for (const group of groups) {
    const selected = selections.find((s) => s.id === group.id)?.values ?? [];
    if (group.required && selected.length === 0) missing.push(group.id);
    for (const chosen of selected) {
      const value = group.values.find((v) => v.id === chosen.id);
      if (value) missing.push(...missingRequiredGroups(value.options, chosen.options));
    }
  }
  return missing;
}

export function requiredMessage(
  groups: readonly OptionGroup[],
  selections: readonly CartOptionGroup[],
): CartMessage | null {
  return missingRequiredGroups(groups, selections).length > 0 ? { key: 'requiredFields' } : null;
}
