import { restaurantName } from '@ordering/domain/menu/convert';
import { useNavigate } from 'react-router';
import { Receipts } from '../../features/accounts/components/receipts';
import { snapshotToCart } from '../../lib/cart/last-order';
import { menuLocale } from '../../lib/locale';
import { useProfileContext } from './profile';

/**
 * Reorder: the receipt's lines go to its restaurant's menu, where the cart puts them back through the domain's
 * reorder rules (gone or sold-out items skipped, quantities clamped, priced now), as "order again" does. The query
 * the diner came with (a table, take-out) goes along only to that same restaurant.
 */
export function Component() {
  const { restaurantId, slug, locale, search, data } = useProfileContext();
  const navigate = useNavigate();
  const back = new URLSearchParams(search);
  back.delete('restaurant');
  const current =
    slug && data
      ? {
          id: data.restaurant.id,
          slug,
          name: restaurantName(data.restaurant, menuLocale(locale)),
          timezone: data.restaurant.timezone,
        }
      : null;
  return (
    <Receipts
      restaurantId={restaurantId}
      locale={locale}
      current={current}
      schoolDaysTo={slug && data?.restaurant.k12 ? `/${slug}#k12-my-days` : null}
      onReorder={(receipt, restaurant) => {
        const query = restaurant.slug === slug && back.toString() ? `?${back.toString()}` : '';
        navigate(`/${restaurant.slug}${query}`, { state: { reorder: snapshotToCart(receipt.lines) } });
      }}
    />
  );
}
