import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en-CA.json';
import { FIRST_LOAD, HUB_LOAD, K12_LOAD, pickCatalog, TAP_LOAD } from './catalog-parts';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What a menu page shows before the rest of the catalog has loaded: the app's start, the restaurant's layout and
 * menu (FIRST_LOAD); and what the first taps open there (TAP_LOAD, with their code: the item viewer, the cart, order
 * again and another round, and a hub's list of kitchens).
 */
const firstRoots = ['main.tsx', 'app/routes/restaurant-layout.tsx', 'app/routes/menu.tsx'];
const tapRoots = [
  'features/menu/components/item-viewer.tsx',
  'lib/cart/components/cart-sheet.tsx',
  'lib/cart/components/order-again.tsx',
  'lib/cart/components/another-round.tsx',
];
// The K-12 screen's sign-in gate and a hub's kitchens: each with a part of its own.
const k12Roots = ['features/k12/components/k12-gate.tsx'];
const hubRoots = ['features/marketplace/components/kitchen-list.tsx'];

function resolve(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The app's own modules `roots` import statically (dynamic imports load later, with their own needs). */
function staticGraph(roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, kind, spec] of code.matchAll(
      /^(import|export)(?!\s+type\b)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms,
    )) {
      if (kind && spec) {
        const next = resolve(file, spec);
        if (next) visit(next);
      }
    }
  };
  for (const root of roots) visit(join(src, root));
  return [...seen];
}

function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const allKeys = new Set(leaves(en).map(withoutPlural));
const firstKeys = new Set(leaves(pickCatalog(en, FIRST_LOAD)).map(withoutPlural));
const tapKeys = new Set(leaves(pickCatalog(en, [...FIRST_LOAD, ...TAP_LOAD])).map(withoutPlural));
const k12Keys = new Set(leaves(pickCatalog(en, [...FIRST_LOAD, ...K12_LOAD])).map(withoutPlural));
const hubKeys = new Set(leaves(pickCatalog(en, [...FIRST_LOAD, ...HUB_LOAD])).map(withoutPlural));

/** The keys `files` name that `part` does not hold. */
function missingFrom(files: readonly string[], part: ReadonlySet<string>): string[] {
  const missing: string[] = [];
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    // Any literal naming a key, in a t() call or in a table of labels.
    for (const [, key] of code.matchAll(/['"`]([a-zA-Z]\w*(?:\.\w+)+)['"`]/g)) {
      if (key && allKeys.has(key) && !part.has(key)) missing.push(`${file.slice(src.length)}: ${key}`);
    }
    // A key made at run time (`allergen.${name}`): its whole section.
    for (const [, prefix] of code.matchAll(/`([a-zA-Z]\w*(?:\.\w+)*)\.\$\{/g)) {
      const all = [...allKeys].filter((k) => k.startsWith(`${prefix}.`));
      if (all.length > 0 && all.some((k) => !part.has(k)))
        missing.push(`${file.slice(src.length)}: ${prefix}.*`);
    }
  }
  return missing;
}

describe('the catalog parts loaded with the menu page and its first taps', () => {
  const first = staticGraph(firstRoots);
  const tapped = staticGraph(tapRoots);

  it('follows the menu page imports', () => {
    expect(first.length).toBeGreaterThan(firstRoots.length);
    expect(first.some((f) => f.endsWith('lib/cart/cart-context.tsx'))).toBe(true);
    expect(tapped.some((f) => f.endsWith('features/menu/components/item-viewer-state.ts'))).toBe(true);
  });

  it('holds every key the menu page names in the first part', () => {
    expect(missingFrom(first, firstKeys)).toEqual([]);
  });

  it('holds every key the first taps name in the two parts', () => {
    expect(missingFrom(tapped, tapKeys)).toEqual([]);
  });

  it('holds every key the K-12 gate and a hub list of kitchens name in their parts', () => {
    const k12 = staticGraph(k12Roots);
    expect(k12.some((f) => f.endsWith('features/k12/components/login-prompt.tsx'))).toBe(true);
    // The week's screen loads with the whole catalog: not in the gate's graph.
    expect(k12.some((f) => f.endsWith('features/k12/components/k12-menu.tsx'))).toBe(false);
    expect(missingFrom(k12, k12Keys)).toEqual([]);
    expect(missingFrom(staticGraph(hubRoots), hubKeys)).toEqual([]);
    expect(HUB_LOAD.length).toBeGreaterThan(0);
  });

  it('keeps plural forms together and leaves the rest of the catalog out', () => {
    const picked = pickCatalog({ a: { n_one: '1', n_other: '2', nx: 'x', m: 'y' }, b: { c: 'z' } }, [
      'a.n',
      'b',
    ]);
    expect(picked).toEqual({ a: { n_one: '1', n_other: '2' }, b: { c: 'z' } });
    expect(firstKeys.size).toBeLessThan(allKeys.size / 2);
  });
});
