/** The whole data file's schema and types, and reading a file into either its data or its JSON-pathed issues. */
import type { z } from 'zod';

import { dataFileShape } from './file-shape';
import type { itemSchema } from './menu-schema';
import type { localization } from './primitives';
import { checkReferences } from './references';
import type { announcementSchema } from './settings-schema';

export const restaurantDataFileSchema = dataFileShape.superRefine(checkReferences);

export type RestaurantDataFile = z.output<typeof restaurantDataFileSchema>;
export type RestaurantDataFileInput = z.input<typeof restaurantDataFileSchema>;
export type DataFileMenu = RestaurantDataFile['menus'][number];
export type DataFileSection = DataFileMenu['sections'][number];
export type DataFileItem = z.output<typeof itemSchema>;
export type DataFileAnnouncement = z.output<typeof announcementSchema>;
export type Localization = z.output<typeof localization>;

export interface DataFileIssue {
  path: string;
  message: string;
}

/** `['menus', 0, 'sections', 2, 'price']` -> `menus[0].sections[2].price`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

/** Every offending field of a rejected file, with its JSON path and reason. */
export function formatDataFileIssues(error: z.ZodError): DataFileIssue[] {
  return error.issues.map((issue) => {
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    if (unknownKeys.length > 0) {
      return {
        path: formatIssuePath([...issue.path, unknownKeys[0]!]),
        message: `Unknown field(s): ${unknownKeys.join(', ')}`,
      };
    }
    return { path: formatIssuePath(issue.path) || '(file)', message: issue.message };
  });
}

export type ParseDataFileResult =
  | { ok: true; data: RestaurantDataFile }
  | { ok: false; issues: DataFileIssue[] };

export function parseDataFile(input: unknown): ParseDataFileResult {
  const result = restaurantDataFileSchema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, issues: formatDataFileIssues(result.error) };
}
