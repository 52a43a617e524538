import type { MinimalInfoResponse } from '@ordering/domain/suites/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { minimalInfo } from './api';

export const minimalInfoKey = (venue: number | string, eventSuiteId: string) =>
  ['suites', 'minimal-info', String(venue), eventSuiteId] as const;

/**
 * The minimal event info of the suite the address names, for the signed-in owner
 * (or the operator acting as the owner); `value` is the e-mailed link's encrypted value, passed on as received.
 */
export function useSuiteInfo(
  venue: number | string,
  eventSuiteId: string | null | undefined,
  options: { enabled?: boolean; encryptedValue?: string | null } = {},
) {
  return useQuery<MinimalInfoResponse>({
    queryKey: minimalInfoKey(venue, eventSuiteId ?? ''),
    queryFn: () => minimalInfo(eventSuiteId!, options.encryptedValue ?? null, venue),
    enabled: Boolean(eventSuiteId) && (options.enabled ?? true),
    retry: false,
    staleTime: 30_000,
  });
}

/** After a pre-order's submit the event info is fetched again. */
export function useRefetchSuiteInfo() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['suites'] });
}
