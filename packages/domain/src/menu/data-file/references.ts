/** What one field cannot say alone: ids that must be unique or must name something elsewhere in the file. */
import type { z } from 'zod';
import { isCalendarDate, type OfferedDates, refusingLevel } from '../../ordering/offered-dates';
import type { dataFileShape } from './file-shape';
import type { itemSchema, OptionGroup } from './menu-schema';

/**
 * A level's offered days must be days that exist, a range must not end before it starts, and a level must allow at
 * least one day its parents allow (else the item is shown and never orderable): each said at its path.
 */
function checkOfferedDays(
  level: OfferedDates,
  parents: readonly OfferedDates[],
  path: (string | number)[],
  ctx: z.RefinementCtx,
) {
  const range = level.date_range;
  const days = [...(range ? [range.start, range.end] : []), ...(level.dates ?? [])];
  const missing = days.find((day) => !isCalendarDate(day));
  if (missing) {
    ctx.addIssue({ code: 'custom', path, message: `The day ${missing} does not exist` });
    return;
  }
  if (range && range.end < range.start) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'date_range'],
      message: `date_range ends (${range.end}) before it starts (${range.start})`,
    });
    return;
  }
  if (!range && !level.dates) return;
  const candidates = level.dates ?? [range!.start];
  const levels = [...parents, level];
  // A range is checked at its first day and at every day its parents list or start on.
  const parentDays = parents.flatMap((p) => [
    ...(p.dates ?? []),
    ...(p.date_range ? [p.date_range.start] : []),
  ]);
  if (![...candidates, ...parentDays].some((day) => refusingLevel(levels, day) === null)) {
    ctx.addIssue({
      code: 'custom',
      path,
      message: 'Its date_range and dates allow no day that the menu and section above it allow',
    });
  }
}

export function checkReferences(file: z.output<typeof dataFileShape>, ctx: z.RefinementCtx) {
  const promoIds = new Set(file.promos.map((p) => p.id));
  const memberPromoIds = new Set(file.member_promos.map((p) => p.id));
  const seenIdentifiers = new Set<string>();
  file.members.forEach((member, m) => {
    const key = member.identifier.toLowerCase();
    if (seenIdentifiers.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['members', m, 'identifier'],
        message: 'Duplicate member identifier',
      });
    seenIdentifiers.add(key);
    member.promos.forEach((promo, i) => {
      if (!memberPromoIds.has(promo))
        ctx.addIssue({
          code: 'custom',
          path: ['members', m, 'promos', i],
          message: `Unknown member promo "${promo}"`,
        });
    });
  });
  const seenMenuIds = new Set<string>();
  const groupIds = new Set(file.menu_groups.map((g) => g.id));
  const checkPromos = (promos: string[], path: (string | number)[]) => {
    promos.forEach((promo, i) => {
      if (!promoIds.has(promo))
        ctx.addIssue({ code: 'custom', path: [...path, 'promos', i], message: `Unknown promo "${promo}"` });
    });
  };
  const checkGroups = (groups: OptionGroup[], path: (string | number)[]) => {
    groups.forEach((group, g) => {
      const seen = new Set<string>();
      group.values.forEach((value, v) => {
        const valuePath = [...path, 'options', g, 'values', v];
        if (seen.has(value.id))
          ctx.addIssue({
            code: 'custom',
            path: [...valuePath, 'id'],
            message: `Duplicate value id "${value.id}"`,
          });
        seen.add(value.id);
        checkPromos(value.promos, valuePath);
        checkGroups(value.options, valuePath);
      });
      if (group.type === 'pricing' && group.allow_multiple_selection) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'options', g, 'allow_multiple_selection'],
          message: 'A pricing group allows one selection',
        });
      }
    });
  };
  file.menus.forEach((menu, m) => {
    if (seenMenuIds.has(menu.id))
      ctx.addIssue({ code: 'custom', path: ['menus', m, 'id'], message: `Duplicate menu id "${menu.id}"` });
    seenMenuIds.add(menu.id);
    if (menu.menu_group_id !== null && !groupIds.has(menu.menu_group_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['menus', m, 'menu_group_id'],
        message: `Unknown menu group "${menu.menu_group_id}"`,
      });
    }
    const stations = new Set(file.restaurant.kitchen?.stations.map((st) => st.id) ?? []);
    const checkStation = (station: string | null, path: (string | number)[]) => {
      if (station !== null && !stations.has(station))
        ctx.addIssue({ code: 'custom', path: [...path, 'station'], message: `Unknown station "${station}"` });
    };
    const itemIds = new Set<string>();
    checkOfferedDays(menu, [], ['menus', m], ctx);
    let parents: OfferedDates[] = [menu];
    const checkItem = (item: z.output<typeof itemSchema>, path: (string | number)[]) => {
      if (itemIds.has(item.id))
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'id'],
          message: `Duplicate item id "${item.id}" in this menu`,
        });
      itemIds.add(item.id);
      checkOfferedDays(item, parents, path, ctx);
      checkStation(item.station, path);
      checkPromos(item.promos, path);
      checkGroups(item.options, path);
    };
    menu.sections.forEach((section, s) => {
      checkStation(section.station, ['menus', m, 'sections', s]);
      checkOfferedDays(section, [menu], ['menus', m, 'sections', s], ctx);
      parents = [menu, section];
      section.items.forEach((item, i) => {
        checkItem(item, ['menus', m, 'sections', s, 'items', i]);
      });
    });
    parents = [menu];
    menu.items.forEach((item, i) => {
      checkItem(item, ['menus', m, 'items', i]);
    });
  });
  const kitchen = file.restaurant.kitchen;
  const stationIds = new Set(kitchen?.stations.map((st) => st.id) ?? []);
  kitchen?.day_parts.forEach((part, p) => {
    for (const station of Object.keys(part.minutes)) {
      if (!stationIds.has(station))
        ctx.addIssue({
          code: 'custom',
          path: ['restaurant', 'kitchen', 'day_parts', p, 'minutes', station],
          message: `Unknown station "${station}"`,
        });
    }
  });
  const tips = file.order_options.tip_config;
  if (
    tips &&
    tips.default_value_selected !== null &&
    tips.default_value_selected >= tips.default_values.length
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['order_options', 'tip_config', 'default_value_selected'],
      message: 'Must be the index of one of default_values',
    });
  }
  if (file.locales.filter((l) => l.is_default).length > 1) {
    ctx.addIssue({ code: 'custom', path: ['locales'], message: 'Only one locale can be the default' });
  }
  file.rotational_menus.forEach((rotation, r) => {
    if (!seenMenuIds.has(rotation.menu_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rotational_menus', r, 'menu_id'],
        message: `Unknown menu "${rotation.menu_id}"`,
      });
    }
  });
}
