import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CostsChoice, setCosts } from '../../lib/cart/api';
import { useCart } from '../../lib/cart/cart-context';
import { modeConfig, modeOrderType, type OrderMode } from '../../lib/cart/order-mode';
import { useRestaurantContext } from '../../lib/restaurant-data';

/**
 * The cart's costs as the server computes them (DESIGN.md section 7): asked again whenever the items, the mode or
 * the diner's choices (tip, promo code, gift card) change; the previous answer stays on screen meanwhile.
 */
export function useCosts(
  choice: CostsChoice = {},
  checkout?: Record<string, unknown>,
  modeOverride?: OrderMode,
) {
  const { data } = useRestaurantContext();
  const cart = useCart();
  const restaurantId = data.restaurant.id;
  const mode = modeOverride ?? cart.mode;
  const type = modeOrderType(mode);
  return useQuery({
    queryKey: ['costs', restaurantId, data.version, cart.items, mode, choice, checkout],
    queryFn: () =>
      setCosts(restaurantId, {
        items: cart.items,
        type,
        config: modeConfig(mode, restaurantId),
        costs: choice,
        checkout,
      }),
    enabled: cart.items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
