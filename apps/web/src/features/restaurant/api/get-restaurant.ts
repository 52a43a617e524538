import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type RestaurantData = RestaurantDataFile & { version: number };

/** The restaurant's published data file; the server answers 304 while it has not changed. */
export const getRestaurant = (slug: string) =>
  apiFetch<RestaurantData>(`/${encodeURIComponent(slug)}/data.json`);

export const restaurantQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['restaurant', slug], queryFn: () => getRestaurant(slug) });

export const useRestaurant = (slug: string) => useQuery(restaurantQueryOptions(slug));
