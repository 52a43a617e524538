import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CostsChoice, setCosts } from '../../lib/cart/api';
import { useCart } from '../../lib/cart/cart-context';
import { modeConfig, modeOrderType, type OrderMode } from '../../lib/cart/order-mode';
import { useStoredMember } from '../../lib/member-storage';
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
  // The device's member (the access-code drawer): the server looks the identifier up again and prices the member's
  // promos, and lets a member-only menu's items through only for a member (2202 otherwise).
  const member = useStoredMember(data.restaurant.slug);
  const withMember = member
    ? { ...checkout, memberInfo: { identifier: member.identifier, provider: member.provider } }
    : checkout;
  return useQuery({
    queryKey: ['costs', restaurantId, data.version, cart.items, mode, choice, withMember],
    queryFn: () =>
      setCosts(restaurantId, {
        items: cart.items,
        type,
        config: modeConfig(mode, restaurantId),
        costs: choice,
        checkout: withMember,
      }),
    enabled: cart.items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
