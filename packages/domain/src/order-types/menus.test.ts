import { describe, expect, it } from 'vitest';
import { ORDER_TYPES, type OrderTypeDefinition, orderTypeOf } from './index';
import { linkFlags, type OrderLink } from './link';
import { menuFits } from './menus';

const menus = {
  dineIn: { dine_in: true, on_demand: false, scheduled: false, catering: false },
  onDemand: { dine_in: false, on_demand: true, scheduled: false, catering: false },
  scheduled: { dine_in: false, on_demand: false, scheduled: true, catering: false },
  catering: { dine_in: false, on_demand: false, scheduled: true, catering: true },
  quickCatering: { dine_in: false, on_demand: true, scheduled: false, catering: true },
};
type MenuName = keyof typeof menus;
const fitsLink = (link: OrderLink, menu: MenuName) => menuFits(orderTypeOf(linkFlags(link)), menus[menu]);

describe('the menus a link offers (ordering.md section 4)', () => {
  it('offers a suite the catering menus: on event day those that serve during the event', () => {
    const eventDay = { eventSuite: 'es1', eventDayOrdering: true, tableNum: 'Suite 101' };
    expect(fitsLink(eventDay, 'quickCatering')).toBe(true);
    expect(fitsLink(eventDay, 'catering')).toBe(false);
    expect(fitsLink(eventDay, 'dineIn')).toBe(false);
    const preOrder = { eventSuite: 'es1' };
    expect(fitsLink(preOrder, 'catering')).toBe(true);
    expect(fitsLink(preOrder, 'quickCatering')).toBe(true);
    expect(fitsLink(preOrder, 'dineIn')).toBe(false);
  });

  it.each<[OrderLink, MenuName[]]>([
    [{ tableNum: '12' }, ['dineIn']],
    [{ anotherRoundId: 'r1' }, ['dineIn']],
    [{ takeout: true }, ['onDemand', 'scheduled', 'catering', 'quickCatering']],
    [{ takeout: true, takeoutType: 'delivery' }, ['onDemand', 'scheduled', 'catering', 'quickCatering']],
    [{ genericCatering: true, tableNum: '4' }, ['catering', 'quickCatering']],
    [{ genericCatering: true, takeout: true }, ['catering', 'quickCatering']],
    [{}, ['dineIn', 'onDemand', 'scheduled', 'catering', 'quickCatering']],
    [{ viewOnly: true }, ['dineIn', 'onDemand', 'scheduled', 'catering', 'quickCatering']],
  ])('%j: %j', (link, fitting) => {
    const names = Object.keys(menus) as MenuName[];
    expect(names.filter((name) => fitsLink(link, name))).toEqual(fitting);
  });
});

describe('the menus each type is served from, by its definition', () => {
  it.each<[OrderTypeDefinition['id'], MenuName[]]>([
    ['dine-in', ['dineIn']],
    ['another-round', ['dineIn']],
    ['take-out', ['onDemand', 'scheduled', 'catering', 'quickCatering']],
    ['pickup', ['onDemand', 'scheduled', 'catering', 'quickCatering']],
    ['delivery', ['onDemand', 'scheduled', 'catering', 'quickCatering']],
    ['generic-catering', ['catering', 'quickCatering']],
    ['suite-pre-order', ['catering', 'quickCatering']],
    ['event-day', ['quickCatering']],
    ['school', ['dineIn', 'onDemand', 'scheduled', 'catering', 'quickCatering']],
  ])('%s: %j', (id, fitting) => {
    const type = ORDER_TYPES.find((t) => t.id === id)!;
    const names = Object.keys(menus) as MenuName[];
    expect(names.filter((name) => menuFits(type, menus[name]))).toEqual(fitting);
  });
});
