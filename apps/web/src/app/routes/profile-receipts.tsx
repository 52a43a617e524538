import type { CartOptionGroupBody } from '@ordering/domain/contracts/cart';
import { toCartItem } from '@ordering/domain/contracts/cart-convert';
import { useNavigate } from 'react-router';
import { Receipts } from '../../features/accounts/components/receipts';
import { useProfileContext } from './profile';

/**
 * Reorder: the receipt's lines go to its restaurant's menu, where the cart puts them back through the domain's
 * reorder rules (gone or sold-out items skipped, quantities clamped, priced now), as "order again" does.
 */
export function Component() {
  const { restaurantId, slug, locale, search, data } = useProfileContext();
  const navigate = useNavigate();
  const back = new URLSearchParams(search);
  back.delete('restaurant');
  return (
    <Receipts
      restaurantId={restaurantId}
      locale={locale}
      schoolDaysTo={slug && data?.restaurant.k12 ? `/${slug}#k12-my-days` : null}
      onReorder={
        slug && restaurantId !== null
          ? (receipt) => {
              const lines = receipt.lines.map((line, i) =>
                toCartItem({
                  id: line.id,
                  menu_id: line.menu_id,
                  section_id: line.section_id,
                  orderId: i + 1,
                  quantity: line.quantity,
                  orderPrice: 0,
                  orderOptions: line.orderOptions as CartOptionGroupBody[],
                }),
              );
              navigate(`/${slug}${back.toString() ? `?${back.toString()}` : ''}`, {
                state: { reorder: lines },
              });
            }
          : null
      }
    />
  );
}
