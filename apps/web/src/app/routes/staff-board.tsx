import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ordersQuery } from '../../features/staff/api';
import { Board } from '../../features/staff/components/board';
import { TicketDialog } from '../../features/staff/components/ticket-dialog';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}: the board; `?order=` opens a ticket, `?date=` shows another day. */
export function Component() {
  const { restaurant, locale, can } = useStaffRestaurant();
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const orderId = params.get('order');
  const orders = useQuery(ordersQuery(restaurant.id, date));
  const order = orderId ? (orders.data?.orders.find((o) => o.id === orderId) ?? null) : null;
  const set = (name: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name !== 'order' },
    );

  return (
    <>
      <Board
        restaurant={restaurant}
        locale={locale}
        date={date}
        onDate={(d) => set('date', d)}
        onOpen={(o) => set('order', o.id)}
      />
      <TicketDialog
        order={order}
        restaurant={restaurant}
        locale={locale}
        can={can}
        onClose={() => set('order', null)}
      />
    </>
  );
}
