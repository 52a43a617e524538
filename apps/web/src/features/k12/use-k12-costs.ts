/**
 * The K-12 cart's costs as the server prices them (set-costs with the cart's rotationalMenuOrders: the subsidy,
 * pay-what-you-can, taxes and the total), with the cart's lines grouped per date and student as they are shown and
 * paid, and the days' sum the payment charges.
 */
import { k12Summary } from '@ordering/domain/pricing/k12-summary';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchK12Costs } from './api';
import { cartLines, type K12Cart, type K12Line, toRotationalMenuOrders } from './k12-cart';

export function useK12Costs(
  cart: K12Cart,
  restaurantId: number | string,
  subsidyCode: string | null,
  /** The amount chosen under pay-what-you-can, or null for the subsidy's own. */
  chosen: number | null,
) {
  const groups = useMemo(() => {
    const out: { date: string; studentId: string; lines: K12Line[] }[] = [];
    for (const { date, studentId, line } of cartLines(cart)) {
      const last = out[out.length - 1];
      if (last && last.date === date && last.studentId === studentId) last.lines.push(line);
      else out.push({ date, studentId, lines: [line] });
    }
    return out;
  }, [cart]);
  const rotational = useMemo(() => toRotationalMenuOrders(cart), [cart]);
  const choice = chosen === null ? {} : { subsidyDiscount: { chosenAmountToBePaid: chosen } };
  const costs = useQuery({
    queryKey: ['k12-costs', restaurantId, rotational, chosen, subsidyCode],
    queryFn: () =>
      fetchK12Costs(restaurantId, {
        items: [],
        costs: choice,
        config: { restaurantId: String(restaurantId) },
        type: 'school',
        rotationalMenuOrders: rotational,
      }),
    enabled: groups.length > 0,
    placeholderData: (previous) => previous,
  });
  // The days' sum, on their basis: the summary and the pay button say what the payment of every order charges.
  const summary = useMemo(
    () => (costs.data?.orders?.length ? k12Summary(costs.data.orders) : null),
    [costs.data],
  );
  return { groups, choice, costs, summary };
}
