import { describe, expect, it } from 'vitest';
import { dataFileChanges } from './data-file-changes';

const file = (items: { id: string; name: string; price: number }[], sectionItems: typeof items = []) => ({
  menus: [{ id: 'm', items, sections: [{ id: 's', items: sectionItems }] }],
});

describe('what a data file changes', () => {
  it('names items added, removed, renamed and repriced, in menus and in sections', () => {
    const before = file([{ id: 'a', name: 'Soup', price: 8 }], [{ id: 'b', name: 'Pie', price: 6.1 }]);
    const after = file(
      [{ id: 'a', name: 'Soup of the day', price: 8 }],
      [
        { id: 'b', name: 'Pie', price: 6.25 },
        { id: 'c', name: 'Tart', price: 5 },
      ],
    );
    const changes = dataFileChanges(before, after);
    expect(changes.added.map((c) => c.id)).toEqual(['c']);
    expect(changes.removed).toEqual([]);
    expect(changes.renamed.map((c) => c.name)).toEqual(['Soup of the day']);
    expect(changes.repriced.map((c) => [c.before?.price, c.after?.price])).toEqual([[6.1, 6.25]]);
    expect(dataFileChanges(after, before).removed.map((c) => c.name)).toEqual(['Tart']);
  });

  it('reads a malformed file as having no items instead of failing (the server lists its errors)', () => {
    const changes = dataFileChanges(file([{ id: 'a', name: 'Soup', price: 8 }]), { menus: 'nope' });
    expect(changes.menus).toEqual({ before: 1, after: 0 });
    expect(changes.removed.map((c) => c.id)).toEqual(['a']);
  });

  it('sees a price changed in one of the two menus an item is in, named with its menu', () => {
    const twoMenus = (takeOut: number) => ({
      menus: [
        { id: 'dine', name: 'Dine-in', items: [{ id: 'poutine', name: 'Poutine', price: 13 }] },
        {
          id: 'to',
          name: 'Take-out',
          sections: [{ id: 's', items: [{ id: 'poutine', name: 'Poutine', price: takeOut }] }],
        },
      ],
    });
    const changes = dataFileChanges(twoMenus(13), twoMenus(14));
    expect(changes.repriced.map((c) => [c.name, c.before?.price, c.after?.price])).toEqual([
      ['Poutine (Take-out)', 13, 14],
    ]);
    expect(dataFileChanges(twoMenus(14), twoMenus(13)).repriced).toHaveLength(1);
  });

  it('names an item that lost its name by its id', () => {
    const changes = dataFileChanges(
      file([{ id: 'a', name: 'Soup', price: 8 }]),
      file([{ id: 'a', name: ' ', price: 8 }]),
    );
    expect(changes.renamed.map((c) => c.name)).toEqual(['a']);
  });

  it('sees no change in the same prices written differently', () => {
    const a = file([{ id: 'a', name: 'Soup', price: 0.1 + 0.2 }]);
    const b = file([{ id: 'a', name: 'Soup', price: 0.3 }]);
    expect(dataFileChanges(a, b).repriced).toEqual([]);
  });
});
