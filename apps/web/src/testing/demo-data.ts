/** For tests only: a demo restaurant's data file (demo/{slug}.json), parsed as the app receives it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDataFile, type RestaurantDataFile } from '@ordering/domain/menu/data-file';

export function demoDataFile(slug: string): RestaurantDataFile {
  const parsed = parseDataFile(
    JSON.parse(readFileSync(join(__dirname, '../../../../demo', `${slug}.json`), 'utf8')),
  );
  if (!parsed.ok) throw new Error(`demo ${slug} is invalid`);
  return parsed.data;
}
