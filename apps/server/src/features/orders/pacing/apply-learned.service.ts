/**
 * The owner applies an item's learned make time to the data file in one click (decision 056): the published file
 * with that item's make time set to the learned figure on its menu, published as a new version through the same
 * import a published file takes (every check of a data file runs again), so menus, quotes and bucket loads use it at
 * once. The version keeps who applied it and what changed. Refused (409) when the owner read a figure or a file that
 * has changed since: what is applied is what was shown.
 */
import type { ApplyMakeTime } from '@ordering/domain/contracts/kitchen';
import { makeTimeRows, withItemMakeTime } from '@ordering/domain/pacing/learned';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import type { Locale } from '../../../i18n/messages';
import { dataFileIssuesIn, importDataFile, type PublishedEntry } from '../../restaurants';
import { readMeasured } from './make-time-samples.repository';

export async function applyLearnedMakeTime(
  db: Database,
  entry: PublishedEntry,
  input: {
    menuId: string;
    itemId: string;
    minutes: number;
    version: number;
    userId: number;
    locale: Locale;
  },
): Promise<ApplyMakeTime> {
  const row = makeTimeRows(entry.published, await readMeasured(db, entry.restaurantId)).find(
    (r) => r.menuId === input.menuId && r.itemId === input.itemId,
  );
  if (!row) throw new AppError(404, 'error.makeTimeItemNotFound');
  if (entry.version !== input.version || row.learnedMinutes !== input.minutes)
    throw new AppError(409, 'error.makeTimeChanged');
  const file = withItemMakeTime(entry.published, input);
  if (!file) throw new AppError(404, 'error.makeTimeItemNotFound');
  const result = await importDataFile(db, file, {
    publishedBy: {
      userId: input.userId,
      change: {
        kind: 'learned-make-time',
        menuId: input.menuId,
        itemId: input.itemId,
        fromMinutes: row.fileMinutes,
        toMinutes: input.minutes,
      },
    },
  });
  // A file published before a check was added may not pass it now: the owner reads why, as when publishing.
  if (!result.ok)
    throw new AppError(400, 'error.invalidDataFile', {}, dataFileIssuesIn(input.locale, result.issues));
  return { version: result.version, menuId: input.menuId, itemId: input.itemId, fileMinutes: input.minutes };
}
