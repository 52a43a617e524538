import type { GeolocationSearchRequest, LocationResult } from '@ordering/domain/contracts/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postJson } from '../../../lib/api-client';

export const searchLocations = (body: GeolocationSearchRequest) =>
  postJson<LocationResult[]>('/api/restaurants/geolocation-search', body);

export const locationsQueryOptions = (body: GeolocationSearchRequest) =>
  queryOptions({ queryKey: ['locations', body], queryFn: () => searchLocations(body) });

export const useLocations = (body: GeolocationSearchRequest) =>
  useQuery({ ...locationsQueryOptions(body), placeholderData: (previous) => previous });
