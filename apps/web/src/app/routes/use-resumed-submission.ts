/**
 * A submission this device sent before a reload (its key kept with the checkout), asked how it ended: a diner whose
 * order was placed sees it instead of a full cart, and one whose order is still paying waits for it. A part of
 * usePlaceOrder (use-place-order.ts).
 */

import type { OrderRead } from '@ordering/domain/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ResumeState } from '../../features/checkout/components/resume-notice';
import { ApiError } from '../../lib/api-client';
import { getSubmission } from '../../lib/cart/api';
import type { CheckoutFormState } from './use-checkout-form';

/** How often a submission found still paying after a reload is asked again. */
const RESUME_POLL_MS = 2_000;

interface ResumedSubmissionInput {
  restaurantId: string;
  pending: CheckoutFormState['pending'];
  /** The submission of this page: once it has started, what it says replaces the resumed one. */
  submit: { isPending: boolean; isSuccess: boolean; isError: boolean };
  placed: (order: OrderRead) => void;
}

/** What the checkout says of the submission sent before the reload, if any; a placed one goes to its confirmation. */
export function useResumedSubmission({
  restaurantId,
  pending,
  submit,
  placed,
}: ResumedSubmissionInput): ResumeState {
  const [resumeKey] = useState(() => pending.current?.key ?? null);
  const resumed = useQuery({
    queryKey: ['submission', String(restaurantId), resumeKey],
    queryFn: () => getSubmission(restaurantId, resumeKey ?? ''),
    enabled: resumeKey !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.state === 'paying' ? RESUME_POLL_MS : false),
  });
  const resumedOrder = resumed.data?.state === 'placed' ? resumed.data.order : undefined;
  const finish = useRef(placed);
  finish.current = placed;
  useEffect(() => {
    if (resumedOrder) finish.current(resumedOrder);
  }, [resumedOrder]);
  // Only an answer that this key placed nothing says so; no answer (offline) says nothing new.
  const notPlaced = resumed.error instanceof ApiError && resumed.error.status === 404;
  const resume: ResumeState =
    resumeKey === null || submit.isPending || submit.isSuccess || submit.isError
      ? null
      : resumed.isPending || resumedOrder
        ? 'checking'
        : resumed.data?.state === 'paying'
          ? 'paying'
          : notPlaced
            ? 'notPlaced'
            : null;
  return resume;
}
