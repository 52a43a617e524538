import type { announcementsResponse } from '@ordering/domain/contracts/orders';
import { isForWays, type OrderingWay } from '@ordering/domain/ordering/ordering-way';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MaybeRichText } from '../../../components/maybe-rich-text';
import { apiFetch } from '../../../lib/api-client';
import { dismiss, readDismissed } from '../dismissed';

type Announcement = z.output<typeof announcementsResponse>[number];

/**
 * The restaurant's announcements active now (GET /restaurants/{id}/announcements), on the landing and the menu; each
 * can be dismissed, for good on this device. Loaded after the page has painted: the menu comes first.
 *
 * They take little room: one card, a line per announcement with its title; a tap on the title opens its
 * message, another closes it. On a phone two of them take about a tenth of the screen, not half.
 */
export function Announcements({
  restaurantId,
  language,
  dinerWays = null,
}: {
  restaurantId: number | string;
  language: string;
  /** The ways of ordering the diner may be using (a pickup notice is not for a table); null: not chosen, show all. */
  dinerWays?: readonly OrderingWay[] | null;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['announcements', restaurantId, language],
    queryFn: () =>
      apiFetch<Announcement[]>(`/api/restaurants/${encodeURIComponent(String(restaurantId))}/announcements`),
    staleTime: 5 * 60_000,
  });
  // Read from the device after mounting: a page drawn on the server knows nothing of it.
  const [dismissed, setDismissed] = useState<string[] | null>(null);
  useEffect(() => setDismissed(readDismissed(restaurantId)), [restaurantId]);
  const [open, setOpen] = useState<string | null>(null);
  const shown = dismissed
    ? (query.data ?? []).filter((a) => !dismissed.includes(a.id) && isForWays(a, dinerWays))
    : [];
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={t('notices.announcements.label')}
      className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface"
      data-testid="announcements"
    >
      {shown.map((a) => {
        const expanded = open === a.id;
        const messageId = `announcement-${a.id}-message`;
        return (
          <article key={a.id} aria-labelledby={`announcement-${a.id}`} className="flex items-start">
            <div className="min-w-0 flex-1">
              <h2 id={`announcement-${a.id}`}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={messageId}
                  onClick={() => setOpen(expanded ? null : a.id)}
                  className="flex min-h-11 w-full items-center gap-2 rounded-2xl py-2 pl-4 text-left text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <MaybeRichText
                    as="span"
                    mode="strip"
                    text={a.title}
                    className={`min-w-0 ${expanded ? '' : 'truncate'}`}
                  />
                  <span
                    aria-hidden="true"
                    className={`shrink-0 text-xs text-muted transition-transform ${expanded ? 'rotate-180' : ''}`}
                  >
                    ▾
                  </span>
                </button>
              </h2>
              <div id={messageId} hidden={!expanded} className="pr-1 pb-3 pl-4 text-sm text-muted">
                {expanded ? <MaybeRichText text={a.message} mode="default" /> : null}
              </div>
            </div>
            <button
              type="button"
              onClick={() => setDismissed(dismiss(restaurantId, a.id))}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-xl text-muted hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t('notices.announcements.dismiss', { title: a.title })}</span>
            </button>
          </article>
        );
      })}
    </section>
  );
}
