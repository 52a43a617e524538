/**
 * The signed-in suite operator as the screens see it: startup authentication of the operator
 * loads the operator's profile when the device holds an operator id; without one there is no operator
 * and nothing is asked. A profile that cannot be loaded forgets the operator ("error getting operator
 * information"); a dead session (code 201) is the api client's.
 */
import type { OperatorProfile } from '@ordering/domain/suites/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import {
  forgetOperator,
  onOperatorChange,
  parseLoginAs,
  readLoginAsRaw,
  readOperatorId,
  rememberOperator,
} from '../../lib/session/operator-session';
import { toast } from '../../lib/toast';
import { getOperator } from './api';

export const OPERATOR_KEY = ['operator'] as const;

export type OperatorState =
  | { status: 'loading'; operator: null }
  | { status: 'none'; operator: null }
  | { status: 'operator'; operator: OperatorProfile };

export function useOperator(venue: number | string | null | undefined): OperatorState {
  const { t } = useTranslation();
  const operatorId = useSyncExternalStore<string | null | undefined>(
    onOperatorChange,
    readOperatorId,
    () => undefined,
  );
  const query = useQuery({
    queryKey: [...OPERATOR_KEY, operatorId],
    queryFn: () => getOperator(venue),
    enabled: Boolean(operatorId),
    staleTime: 5 * 60_000,
    retry: false,
  });
  useEffect(() => {
    if (!query.isError) return;
    const error = query.error;
    if (error instanceof ApiError && error.code === 201) return;
    forgetOperator();
    toast.error(t('suites.errors.operatorLoad'));
  }, [query.isError, query.error, t]);
  if (operatorId === undefined) return { status: 'loading', operator: null };
  if (!operatorId || query.isError) return { status: 'none', operator: null };
  if (!query.data) return { status: 'loading', operator: null };
  return { status: 'operator', operator: query.data };
}

/** The login-as record the banner shows, following changes made by other screens and tabs. */
export function useLoginAs() {
  const raw = useSyncExternalStore(onOperatorChange, readLoginAsRaw, () => null);
  return parseLoginAs(raw);
}

/** After operator login: the device remembers the operator and the profile is the operator's. */
export function useOperatorSignedIn() {
  const queryClient = useQueryClient();
  return (operator: OperatorProfile) => {
    queryClient.setQueryData([...OPERATOR_KEY, operator.id], operator);
    rememberOperator(operator.id);
  };
}
