import { useQuery } from '@tanstack/react-query';

/**
 * The table of the order another round repeats (`roundId`; none: no round): the server places the round there, and
 * the menu and the checkout say which. Undefined while it is read. One query for both screens; its code loads with
 * the first round asked for, not with the menu.
 */
export function useRoundTable(roundId: string | undefined): string | null | undefined {
  const round = useQuery({
    queryKey: ['another-round', roundId],
    queryFn: () => import('./api').then(({ getAnotherRound }) => getAnotherRound(roundId ?? '')),
    enabled: Boolean(roundId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return round.data?.tableInfo.tableNum;
}
