import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import { apiFetch } from './api-client';
import type { Locale } from './locale';

export type RestaurantData = RestaurantDataFile & { version: number };

/** The restaurant's published data file; the server answers 304 while it has not changed. */
export const getRestaurant = (slug: string) =>
  apiFetch<RestaurantData>(`/${encodeURIComponent(slug)}/data.json`);

export const restaurantQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['restaurant', slug], queryFn: () => getRestaurant(slug) });

export const useRestaurant = (slug: string) => useQuery(restaurantQueryOptions(slug));

/** What a restaurant's screens share: its data file and the language shown (the restaurant layout provides it). */
export interface RestaurantContext {
  data: RestaurantData;
  locale: Locale;
}

export const useRestaurantContext = () => useOutletContext<RestaurantContext>();
