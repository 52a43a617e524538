// `npx tsx scripts/bench-compute.ts`: how long the costs pipeline takes for a maple-table cart of 1, 20 and 200
// lines (the server prices every set-costs call and every submission with it; the browser on every change).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { parseDataFile } from '@ordering/domain/menu/data-file';
import { computeCosts } from '@ordering/domain/pricing/costs';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';

const parsed = parseDataFile(
  JSON.parse(readFileSync(join(import.meta.dirname, '../demo/maple-table.json'), 'utf8')),
);
if (!parsed.ok) throw new Error('demo/maple-table.json does not parse');
const file = parsed.data;
const menu = file.menus.find((m) => m.id === 'mt-takeout');
if (!menu) throw new Error('mt-takeout menu missing');

// Items with no required option group, so every line prices without choices.
const plain = menu.sections.flatMap((s) =>
  s.items
    .filter((i) => !i.sold_out && !i.unavailable && !i.options.some((g) => g.required))
    .map((i) => ({ id: i.id, section: s.id })),
);

function cart(lines: number): CartItem[] {
  return Array.from({ length: lines }, (_, n) => {
    const item = plain[n % plain.length]!;
    return {
      id: item.id,
      menu_id: menu!.id,
      section_id: item.section,
      orderId: n + 1,
      quantity: 1 + (n % 3),
      orderPrice: 0,
      orderOptions: [],
    };
  });
}

const now = new Date();
const index = buildMenuIndex(file);
const rows = [];
for (const lines of [1, 20, 200]) {
  const input = {
    file,
    index,
    lines: cart(lines),
    orderType: 'take-out' as const,
    now,
    discount: { code: 'WELCOME10', value: '10' },
    tip: { type: 'percentage' as const, percentageValue: 15, amount: 0 },
  };
  const check = computeCosts(input);
  if (!check.ok) throw new Error(`cart of ${lines} lines refused: ${JSON.stringify(check.issues[0])}`);
  for (let i = 0; i < 200; i++) computeCosts(input); // warm up
  const runs = lines >= 200 ? 2_000 : 20_000;
  const start = performance.now();
  for (let i = 0; i < runs; i++) computeCosts(input);
  const ms = (performance.now() - start) / runs;
  rows.push({ lines, runs, 'ms per call': Number(ms.toFixed(4)), 'calls/s': Math.round(1000 / ms) });
}
console.log('computeCosts on demo/maple-table.json (mt-takeout), promo 10 % and 15 % tip:');
console.table(rows);
