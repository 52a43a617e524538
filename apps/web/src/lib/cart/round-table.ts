import { useQuery } from '@tanstack/react-query';

/**
 * The order another round repeats (`roundId`; none: no round): its lines, offered again on the menu, and its table,
 * where the server places the round; the menu and the checkout say which. Undefined while it is read. One query for
 * both screens; its code loads with the first round asked for, not with the menu.
 */
export function useAnotherRound(roundId: string | undefined) {
  return useQuery({
    queryKey: ['another-round', roundId],
    queryFn: () =>
      Promise.all([import('./api'), import('@ordering/domain/contracts/cart-convert')]).then(
        async ([{ getAnotherRound }, { toCartItem }]) => {
          const round = await getAnotherRound(roundId ?? '');
          return { ...round, items: round.items.map(toCartItem) };
        },
      ),
    enabled: Boolean(roundId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The table of the order another round repeats. */
export function useRoundTable(roundId: string | undefined): string | null | undefined {
  return useAnotherRound(roundId).data?.tableInfo.tableNum;
}
