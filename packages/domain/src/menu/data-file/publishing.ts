/**
 * `published_at` as the specification words it: "Items without published_at are dropped". Menus, sections, items
 * and option values each carry it; where a file gives a timestamp to one of a kind (one item, say), it uses
 * publishing for that kind, and an entity of it that leaves the field out is a draft like one that sets it to null.
 * A kind the file never dates is published but for its explicit nulls: the demo files and any file written by hand
 * (docs/decisions/050-published-at.md). Read once, when the file is parsed, so every reader after it only asks
 * `published_at !== null` (menu/convert.ts isPublished).
 */
import type { z } from 'zod';

import type { dataFileShape } from './file-shape';
import type { OptionGroup } from './menu-schema';

type File = z.output<typeof dataFileShape>;
type Menu = File['menus'][number];
type Section = Menu['sections'][number];
type Item = Menu['items'][number];
type Value = OptionGroup['values'][number];
type Stated = { published_at?: string | null | undefined };

const valuesOf = (groups: readonly OptionGroup[]): Value[] =>
  groups.flatMap((g) => g.values.flatMap((v) => [v, ...valuesOf(v.options)]));

const dated = (list: readonly Stated[]) => list.some((e) => typeof e.published_at === 'string');

/** The file with each entity that leaves published_at out, of a kind the file dates, made a draft (null). */
export function statePublishing(file: File): File {
  const sections = file.menus.flatMap((m) => m.sections);
  const items = [...file.menus.flatMap((m) => m.items), ...sections.flatMap((s) => s.items)];
  const uses = {
    menus: dated(file.menus),
    sections: dated(sections),
    items: dated(items),
    values: dated(items.flatMap((i) => valuesOf(i.options))),
  };
  if (!uses.menus && !uses.sections && !uses.items && !uses.values) return file;
  const stated = <T extends Stated>(e: T, kind: keyof typeof uses): T =>
    uses[kind] && e.published_at === undefined ? { ...e, published_at: null } : e;
  const groups = (list: readonly OptionGroup[]): OptionGroup[] =>
    list.map((g) => ({
      ...g,
      values: g.values.map((v) => ({ ...stated(v, 'values'), options: groups(v.options) })),
    }));
  const item = (i: Item): Item => ({ ...stated(i, 'items'), options: groups(i.options) });
  return {
    ...file,
    menus: file.menus.map(
      (menu): Menu => ({
        ...stated(menu, 'menus'),
        items: menu.items.map(item),
        sections: menu.sections.map((s): Section => ({ ...stated(s, 'sections'), items: s.items.map(item) })),
      }),
    ),
  };
}

/**
 * Kept only when published: a timestamp is published, null a draft. A kind the file dates has its missing
 * `published_at` made null when the file is parsed (statePublishing above); a kind it never dates is published but
 * for its explicit nulls.
 */
export function isPublished(entity: { published_at?: string | null }): boolean {
  return entity.published_at !== null;
}
