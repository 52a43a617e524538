import type {
  AutocompleteSearchRequest,
  GeolocationSearchRequest,
  LocationGroup,
  LocationResult,
  PlacePredictionResult,
} from '@ordering/domain/contracts/locations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, postJson } from '../../../lib/api-client';

export const searchLocations = (body: GeolocationSearchRequest) =>
  postJson<LocationResult[]>('/api/restaurants/geolocation-search', body);

/** Names come in the diner's language (the Locale header): the language is part of the key. */
export const locationsQueryOptions = (body: GeolocationSearchRequest, language: string) =>
  queryOptions({ queryKey: ['locations', language, body], queryFn: () => searchLocations(body) });

/** The search's results; `enabled` false while the searched point is not known yet (the device is asked). */
export function useLocations(body: GeolocationSearchRequest, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    ...locationsQueryOptions(body, i18n.language),
    enabled,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export const autocompletePlaces = (body: AutocompleteSearchRequest) =>
  postJson<{ predictions: PlacePredictionResult[] }>('/api/restaurants/autocomplete-search', body);

/** Suggestions for the typed text (at least two characters: one letter suggests half the country). */
export function usePlaceSuggestions(body: AutocompleteSearchRequest & { description: string }) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['places', i18n.language, body.group, body.description],
    queryFn: () => autocompletePlaces(body),
    enabled: body.description.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A place chosen earlier (kept in the page's address), described again: its name and types. */
export const useChosenPlace = (gmapPlaceId: string | null, group: string) =>
  useQuery({
    queryKey: ['place', gmapPlaceId],
    queryFn: async () => (await autocompletePlaces({ gmapPlaceId, group })).predictions[0] ?? null,
    enabled: gmapPlaceId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useLocationGroup = (slug: string) =>
  useQuery({
    queryKey: ['location-group', slug],
    queryFn: () => apiFetch<LocationGroup>(`/api/restaurants/groups/${encodeURIComponent(slug)}`),
    retry: false,
    staleTime: 60_000,
  });
