/** The whole data file's schema and types, and reading a file into either its data or its JSON-pathed issues. */
import type { z } from 'zod';

import { dataFileShape } from './file-shape';
import type { itemSchema } from './menu-schema';
import type { localization } from './primitives';
import { statePublishing } from './publishing';
import { checkReferences } from './references';
import type { announcementSchema } from './settings-schema';
import { checkUnsupportedSettings } from './unsupported-settings';

export const restaurantDataFileSchema = dataFileShape
  .superRefine((file, ctx) => {
    checkReferences(file, ctx);
    checkUnsupportedSettings(file, ctx);
  })
  .transform(statePublishing);

export type RestaurantDataFile = z.output<typeof restaurantDataFileSchema>;
export type RestaurantDataFileInput = z.input<typeof restaurantDataFileSchema>;
export type DataFileMenu = RestaurantDataFile['menus'][number];
export type DataFileSection = DataFileMenu['sections'][number];
export type DataFileItem = z.output<typeof itemSchema>;
export type DataFileAnnouncement = z.output<typeof announcementSchema>;
export type Localization = z.output<typeof localization>;

export interface DataFileIssue {
  path: string;
  /** The reason in English: the schema's own words where it has them, else zod's. */
  message: string;
  /**
   * The kind of a schema issue zod worded (`too_small`, `invalid_type`...) and its parameters (minimum, expected...),
   * so the server can say it plainly in the reader's language (as it says a request's field errors). Absent when the
   * message is the schema's own (a rule of the file's, a pattern's explanation).
   */
  code?: string;
  params?: Record<string, unknown>;
}

/** `['menus', 0, 'sections', 2, 'price']` -> `menus[0].sections[2].price`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

/** The schema wrote the message: a rule of the file's (`custom`), or a pattern with its explanation. */
const ownWords = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' || (issue.code === 'invalid_format' && issue.format === 'regex');

const NOT_PARAMS = new Set(['path', 'code', 'message', 'errors', 'issues', 'input']);

/** An issue's parameters as the request validator passes them: all but its path, code, message and nested issues. */
const paramsOf = (issue: z.core.$ZodIssue): Record<string, unknown> =>
  Object.fromEntries(Object.entries(issue).filter(([key]) => !NOT_PARAMS.has(key)));

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
    const path = formatIssuePath(issue.path) || '(file)';
    if (ownWords(issue)) return { path, message: issue.message };
    return { path, message: issue.message, code: issue.code, params: paramsOf(issue) };
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
