import { describe, expect, it } from 'vitest';
import { counterOrderBill, counterTablePlace } from './counter-table';

const area = (number: string) => ({ number, label: `Table ${number}`, localization: {} });
const listed = {
  table_numbers: true,
  generic_table_locations: {
    locations: [
      { name: 'Dining room', areas: [area('1'), area('2')], localization: {} },
      { name: 'Patio', areas: [area('P1'), area('1')], localization: {} },
    ],
  },
};

describe('counterTablePlace', () => {
  it.each([
    ['a listed table, its location given', { location: 'Dining room', number: '2' }, 'Dining room'],
    ['a listed table only one location holds', { number: 'P1' }, 'Patio'],
    ['a number two locations share, the location said', { location: 'Patio', number: '1' }, 'Patio'],
  ])('takes %s', (_, table, location) => {
    expect(counterTablePlace(listed, table)).toEqual({
      tableNum: table.number,
      tableInfo: { tableNum: table.number, tableLocation: location, tableArea: table.number },
    });
  });

  it.each([
    ['a table no location lists', { number: '9' }],
    ['a table of another location', { location: 'Dining room', number: 'P1' }],
    ['a number two locations share, no location said', { number: '1' }],
    ['a blank number', { number: '  ' }],
  ])('refuses %s', (_, table) => {
    expect(counterTablePlace(listed, table)).toBeNull();
  });

  it('takes any number where the restaurant takes table numbers without listing them, none where it takes none', () => {
    const open = { table_numbers: true, generic_table_locations: null };
    expect(counterTablePlace(open, { number: ' 12 ' })).toEqual({
      tableNum: '12',
      tableInfo: { tableNum: '12' },
    });
    expect(counterTablePlace({ ...open, table_numbers: false }, { number: '12' })).toBeNull();
  });
});

describe('counterOrderBill', () => {
  const tab = { id: 'tab-1' };
  it.each([
    ['a table with an open tab', { table: true, separate: false }, tab, 'tab'],
    ['a table with an open tab, a separate order chosen', { table: true, separate: true }, tab, 'own'],
    ['a table without a tab', { table: true, separate: false }, null, 'own'],
    ['a table without a tab, a separate order asked', { table: true, separate: true }, null, 'own'],
    ['a pickup', { table: false, separate: false }, null, 'own'],
  ])('puts %s on its bill', (_, order, openTab, kind) => {
    const bill = counterOrderBill(order, openTab);
    expect(bill.kind).toBe(kind);
    if (bill.kind === 'tab') expect(bill.tab).toBe(tab);
  });
});
