/** The team screen's list and its changes (components/team.tsx): each change answers the new list, said in a toast. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type StaffRestaurant, staffListQuery } from '../api';

export function useTeam(restaurant: StaffRestaurant) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(staffListQuery(restaurant.id));
  const [busy, setBusy] = useState(false);
  const act = async (step: () => Promise<{ staff: unknown }>, done: string) => {
    setBusy(true);
    try {
      const result = await step();
      queryClient.setQueryData(staffListQuery(restaurant.id).queryKey, result.staff as never);
      toast.success(done);
      return true;
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : t('staff.errors.generic'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { members: list.data, busy, act };
}

export type TeamAct = ReturnType<typeof useTeam>['act'];
