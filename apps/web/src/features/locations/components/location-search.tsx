import type { GeolocationSearchRequest, LocationResult } from '@ordering/domain/contracts/locations';
import { shouldShowDistance } from '@ordering/domain/ordering/distance-display';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/skeleton';
import { useChosenPlace, useLocations } from '../api/search-locations';
import { formatDistance, openLabel } from '../format';
import { useDeviceLocation } from '../hooks/use-device-location';
import { PlaceCombobox, type Suggestion } from './place-combobox';

/** The spec's default search is 10 miles around the point; the diner may widen it. */
const RADII = [
  [5, 'mi'],
  [10, 'mi'],
  [25, 'mi'],
  [50, 'mi'],
  [10, 'km'],
  [25, 'km'],
  [50, 'km'],
  [100, 'km'],
] as const;
const DEFAULT_RADIUS = 1;

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
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const placeId = params.get('place');
  const device = useDeviceLocation();
  const queryClient = useQueryClient();
  const radiusId = useId();
  const [radiusChoice, setRadiusChoice] = useState<number>(DEFAULT_RADIUS);
  const [radius, unit] = RADII[radiusChoice] ?? RADII[DEFAULT_RADIUS];
  const chosenPlace = useChosenPlace(placeId, group);
  const all = useLocations({ group });

  const around: 'device' | 'place' | 'none' =
    device.state.status === 'granted' ? 'device' : placeId ? 'place' : 'none';
  const body: GeolocationSearchRequest = useMemo(() => {
    if (device.state.status === 'granted')
      return { group, lat: device.state.lat, lng: device.state.lng, radius, unit };
    if (placeId) return { group, gmapPlaceId: placeId, radius, unit };
    return { group };
  }, [device.state, placeId, group, radius, unit]);
  const search = useLocations(body, around !== 'none');
  const results = around === 'none' ? all : search;
  // Results are null on a failed search: the list goes, the error says why.
  const shown: LocationResult[] | null = results.isError ? null : (results.data ?? null);
  const showDistance =
    around === 'device' || (around === 'place' && shouldShowDistance(chosenPlace.data?.types));

  const choose = (choice: Suggestion) => {
    if (choice.kind === 'location') {
      navigate(`/${choice.location.slug}`);
      return;
    }
    device.forget();
    // The chosen suggestion names the place already: no second call to describe it.
    queryClient.setQueryData(['place', choice.place.gmapPlaceId], choice.place);
    setParams(
      (p) => {
        p.set('place', choice.place.gmapPlaceId);
        return p;
      },
      { replace: false },
    );
  };

  const deviceMessage =
    device.state.status === 'denied'
      ? t('locations.geolocationDenied')
      : device.state.status === 'failed'
        ? t('locations.geolocationFailed')
        : device.state.status === 'unsupported'
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
            locations={all.data ?? []}
            initialText={around === 'place' ? (placeName ?? '') : ''}
            onChoose={choose}
          />
        </div>
        <button
          type="button"
          onClick={() => {
            if (placeId)
              setParams(
                (p) => {
                  p.delete('place');
                  return p;
                },
                { replace: true },
              );
            device.locate();
          }}
          disabled={device.state.status === 'locating'}
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
          {device.state.status === 'locating' ? t('locations.locating') : t('locations.useMyLocation')}
        </button>
      </div>

      <div aria-live="polite" className="mt-3 min-h-6">
        {deviceMessage ? (
          <p role="alert" className="rounded-xl border border-line bg-surface px-4 py-3 text-sm">
            {deviceMessage}
          </p>
        ) : null}
        {chosenPlace.isError ? (
          <p role="alert" className="rounded-xl border border-line bg-surface px-4 py-3 text-sm">
            {t('locations.placeGone')}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="locations-results" className="mt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="locations-results" className="font-display text-xl font-semibold">
            {heading}
          </h2>
          {around !== 'none' ? (
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <label htmlFor={radiusId}>{t('locations.radius')}</label>
              <select
                id={radiusId}
                value={radiusChoice}
                onChange={(e) => setRadiusChoice(Number(e.target.value))}
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
                onClick={() => {
                  device.forget();
                  setParams(
                    (p) => {
                      p.delete('place');
                      return p;
                    },
                    { replace: false },
                  );
                }}
                className="rounded-full px-1 py-1.5 font-semibold text-brand underline hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand"
              >
                {t('locations.showAll')}
              </button>
            </span>
          ) : null}
        </div>
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
                      distance: formatDistance(radius, unit, i18n.language),
                    }))}
            </p>
          ) : null}
          {shown?.length ? (
            <ul className="space-y-3">
              {shown.map((l) => (
                <li key={l.id}>
                  <LocationCard location={l} showDistance={showDistance && l.distance !== null} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </>
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
