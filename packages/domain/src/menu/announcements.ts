/**
 * The announcements a restaurant shows now (GET /restaurants/{id}/announcements): those of
 * its published data file whose window holds `now`, in the diner's language. Pure: same file, locale and instant,
 * same answer.
 */
import { localized, type MenuLocale } from './convert';
import type { DataFileAnnouncement } from './data-file';
import type { OrderingWay } from './data-file/settings-schema';

export interface AnnouncementView {
  id: string;
  title: string;
  message: string;
  startsAt: string | null;
  endsAt: string | null;
  /** The ways of ordering it is for; null: every way. */
  modes: OrderingWay[] | null;
}

/** Open at `starts_at` (inclusive), closed at `ends_at` (exclusive); a missing bound is open. */
export function isActive(announcement: Pick<DataFileAnnouncement, 'starts_at' | 'ends_at'>, now: Date) {
  const at = now.getTime();
  const { starts_at: starts, ends_at: ends } = announcement;
  return (starts === null || Date.parse(starts) <= at) && (ends === null || at < Date.parse(ends));
}

export function activeAnnouncements(
  // Optional: a file published before announcements existed has none.
  file: { announcements?: readonly DataFileAnnouncement[] },
  locale: MenuLocale,
  now: Date,
): AnnouncementView[] {
  return (file.announcements ?? [])
    .filter((a) => isActive(a, now))
    .map((a) => ({
      id: a.id,
      title: localized(a, 'title', locale),
      message: localized(a, 'message', locale),
      startsAt: a.starts_at,
      endsAt: a.ends_at,
      modes: a.modes ?? null,
    }));
}
