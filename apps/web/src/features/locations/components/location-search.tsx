import type { LocationResult } from '@ordering/domain/contracts/locations';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton';
import { formatDistance, openLabel } from '../format';
import { type LocationSearchState, RADII, useLocationSearch } from '../hooks/use-location-search';
import { PlaceCombobox } from './place-combobox';

/**
 * A brand's location search (a venue chain's `/{chain}-location-search`, the cafeteria's `/cantine`): all its
 * locations at first; around a place chosen from the suggestions (kept in the address as `?place=`) or around the
 * device ("use my location"), the nearest first within 10 miles, each with its distance (unless the place is an
 * area: the spec's display rule), whether it is open now, and a link to its menu.
 */
export function LocationSearch({
  group,
  brandName,
  emptyMessage,
}: {
  group: string;
  brandName: string;
  /** What an empty result says (the cafeteria's is the spec's "Sorry, no locations were found."). */
  emptyMessage?: string;
}) {
  const { t } = useTranslation();
  const search = useLocationSearch(group);
  const { around, device, chosenPlace } = search;
  const deviceMessage =
    device.status === 'denied'
      ? t('locations.geolocationDenied')
      : device.status === 'failed'
        ? t('locations.geolocationFailed')
        : device.status === 'unsupported'
          ? t('locations.geolocationUnsupported')
          : null;
  const placeName = chosenPlace.data?.description;
  const heading =
    around === 'device'
      ? t('locations.nearYou')
      : around === 'place'
        ? placeName
          ? t('locations.nearPlace', { place: placeName })
          : t('locations.nearChosen')
        : t('locations.allLocations', { brand: brandName });

  return (
    <>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <PlaceCombobox
            group={group}
            locations={search.all.data ?? []}
            initialText={around === 'place' ? (placeName ?? '') : ''}
            onChoose={search.choose}
          />
        </div>
        <UseMyLocation locating={device.status === 'locating'} onLocate={search.locate} />
      </div>

      <div aria-live="polite" className="mt-3 min-h-6">
        {deviceMessage ? <Notice>{deviceMessage}</Notice> : null}
        {chosenPlace.isError ? <Notice>{t('locations.placeGone')}</Notice> : null}
      </div>

      <section aria-labelledby="locations-results" className="mt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="locations-results" className="font-display text-xl font-semibold">
            {heading}
          </h2>
          {around !== 'none' ? <RadiusAndShowAll search={search} /> : null}
        </div>
        <Results search={search} brandName={brandName} emptyMessage={emptyMessage} />
      </section>
    </>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-line bg-surface px-4 py-3 text-sm">
      {children}
    </p>
  );
}

/** "Use my location": the search goes around the device (the place chosen before is dropped). */
function UseMyLocation({ locating, onLocate }: { locating: boolean; onLocate: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onLocate}
      disabled={locating}
      className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full border border-brand px-5 py-3 font-semibold text-brand hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="3" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        <circle cx="12" cy="12" r="7" />
      </svg>
      {locating ? t('locations.locating') : t('locations.useMyLocation')}
    </button>
  );
}

/** How far around the point, and back to all the brand's locations. */
function RadiusAndShowAll({ search }: { search: LocationSearchState }) {
  const { t, i18n } = useTranslation();
  const radiusId = useId();
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={radiusId}>{t('locations.radius')}</label>
      <select
        id={radiusId}
        value={search.radiusChoice}
        onChange={(e) => search.setRadiusChoice(Number(e.target.value))}
        className="rounded-full border border-line bg-surface px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-brand"
      >
        {RADII.map(([r, u], i) => (
          <option key={`${r}${u}`} value={i}>
            {formatDistance(r, u, i18n.language)}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={search.showAll}
        className="rounded-full px-1 py-1.5 font-semibold text-brand underline hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand"
      >
        {t('locations.showAll')}
      </button>
    </span>
  );
}

/** The locations found (placeholders while they load), or why there are none. */
function Results({
  search,
  brandName,
  emptyMessage,
}: {
  search: LocationSearchState;
  brandName: string;
  emptyMessage: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { results, shown, around } = search;
  return (
    <div aria-live="polite" aria-busy={results.isFetching} className="mt-4 space-y-3">
      {results.isPending && (around === 'none' || results.fetchStatus !== 'idle')
        ? [0, 1, 2].map((i) => <Skeleton key={i} className="h-24 w-full" />)
        : null}
      {results.isError ? <p role="alert">{t('locations.error')}</p> : null}
      {shown && shown.length === 0 ? (
        <p>
          {emptyMessage ??
            (around === 'none'
              ? t('locations.noneYet', { brand: brandName })
              : t('locations.noneNear', {
                  brand: brandName,
                  distance: formatDistance(search.radius, search.unit, i18n.language),
                }))}
        </p>
      ) : null}
      {shown?.length ? (
        <ul className="space-y-3">
          {shown.map((l) => (
            <li key={l.id}>
              <LocationCard location={l} showDistance={search.showDistance && l.distance !== null} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function LocationCard({ location: l, showDistance }: { location: LocationResult; showDistance: boolean }) {
  const { t, i18n } = useTranslation();
  const open = openLabel(l, i18n.language);
  return (
    <Link
      to={`/${l.slug}`}
      className="flex items-start justify-between gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="min-w-0">
        <span className="block font-semibold">{l.name}</span>
        {l.address ? <span className="block text-sm text-muted">{l.address}</span> : null}
        <span className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span
            className={`inline-flex items-center gap-1.5 font-semibold ${l.open_now ? 'text-brand' : 'text-muted'}`}
          >
            <span
              aria-hidden="true"
              className={`h-2 w-2 rounded-full ${l.open_now ? 'bg-brand' : 'bg-muted'}`}
            />
            {'time' in open ? t(open.key, { time: open.time }) : t(open.key)}
          </span>
          {l.orders_paused ? <span className="text-muted">· {t('locations.paused')}</span> : null}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-2 text-sm">
        {showDistance && l.distance !== null ? (
          <span className="font-semibold">
            <span className="sr-only">{t('locations.distance')} </span>
            {formatDistance(l.distance, l.unit, i18n.language)}
          </span>
        ) : null}
        <span className="font-semibold text-brand">{t('locations.viewMenu')}</span>
      </span>
    </Link>
  );
}
