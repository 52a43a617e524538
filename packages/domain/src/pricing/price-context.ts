/** What pricing one line needs besides the line: built once per costs call. */
import type { RestaurantDataFile } from '../menu/data-file';
import { buildMenuIndex, type MenuIndex } from './menu-index';
import { type DataFileSubsidy, findItemSubsidy, type SubsidyUser } from './subsidy';

export interface PriceContext {
  index: MenuIndex;
  /** The item subsidy for this user (already filtered for activity, target users and member provider). */
  subsidy: DataFileSubsidy | null;
  now: Date;
  zone: string;
}

export function buildPriceContext(
  file: RestaurantDataFile,
  options: SubsidyUser & { now: Date; index?: MenuIndex },
): PriceContext {
  return {
    index: options.index ?? buildMenuIndex(file),
    subsidy: findItemSubsidy(file, options),
    now: options.now,
    zone: file.restaurant.timezone,
  };
}

/** An issue before the line's own ids are attached. */
export type LineIssue = {
  code: 400 | 415 | 426;
  reason:
    | 'option_group_not_found'
    | 'option_value_not_found'
    | 'unavailable'
    | 'invalid_quantity'
    | 'sold_out';
  groupId?: string;
  valueId?: string;
};

export type Priced<T> = { ok: true; value: T } | { ok: false; issue: LineIssue };
