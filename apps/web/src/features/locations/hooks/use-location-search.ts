import type { GeolocationSearchRequest, LocationResult } from '@ordering/domain/contracts/locations';
import { shouldShowDistance } from '@ordering/domain/ordering/distance-display';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useChosenPlace, useLocations } from '../api/search-locations';
import type { Suggestion } from '../components/place-combobox';
import { useDeviceLocation } from './use-device-location';

/** The spec's default search is 10 miles around the point; the diner may widen it. */
export const RADII = [
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
 * What the location search searches around: the device once it is located, else the place kept in the address
 * (`?place=`), else nothing (all the brand's locations); the results, and the choices that change the point.
 */
export function useLocationSearch(group: string) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const placeId = params.get('place');
  const device = useDeviceLocation();
  const queryClient = useQueryClient();
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

  const dropPlace = (replace: boolean) =>
    setParams(
      (p) => {
        p.delete('place');
        return p;
      },
      { replace },
    );

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

  const locate = () => {
    if (placeId) dropPlace(true);
    device.locate();
  };

  const showAll = () => {
    device.forget();
    dropPlace(false);
  };

  return {
    device: device.state,
    around,
    all,
    results,
    shown,
    showDistance,
    chosenPlace,
    radius,
    unit,
    radiusChoice,
    setRadiusChoice,
    choose,
    locate,
    showAll,
  };
}

export type LocationSearchState = ReturnType<typeof useLocationSearch>;
