import type { ProfileResponse as Profile } from '@ordering/domain/contracts/accounts';
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import type { MinimalInfoResponse } from '@ordering/domain/suites/contracts';
import { type SuiteBlock, suiteBlock, suitePaysItself, withSuite } from './suite-order';
import { useRefetchSuiteInfo, useSuiteInfo } from './use-suite-info';

export interface SuiteCheckout {
  /** The suite's event info once loaded (null outside a suite context). */
  info: MinimalInfoResponse | null;
  loading: boolean;
  /** No signed-in owner: a suite's order needs the owner's account. */
  guest: boolean;
  error: unknown;
  block: SuiteBlock;
  /** Event day: the suite's payment preference pays; the checkout's payment fields are not asked. */
  paysItself: boolean;
  patch: (body: SubmitOrderRequest) => SubmitOrderRequest;
  afterSubmit: () => void;
}

/** The checkout's suite context (pre-order or event day), from the cart's mode and the owner's session. */
export function useSuiteCheckout(
  mode: { eventSuite?: string; eventDayOrdering?: boolean },
  venue: number | string,
  profile: Pick<Profile, 'paymentMethods'> | null,
): SuiteCheckout {
  const query = useSuiteInfo(venue, mode.eventSuite, { enabled: Boolean(profile) });
  const refetch = useRefetchSuiteInfo();
  const info = mode.eventSuite ? (query.data ?? null) : null;
  const cards = profile?.paymentMethods ?? [];
  return {
    info,
    loading: Boolean(mode.eventSuite) && Boolean(profile) && query.isPending,
    guest: !profile,
    error: query.error,
    block: info ? suiteBlock({ mode, info, cards }) : null,
    paysItself: suitePaysItself(mode),
    patch: (body) => (info ? withSuite(body, { mode, info, cards }) : body),
    afterSubmit: () => {
      if (mode.eventSuite) void refetch();
    },
  };
}
