import { useParams } from 'react-router';

export function useRestaurantSlug(): string {
  return useParams().restaurantSlug ?? '';
}
