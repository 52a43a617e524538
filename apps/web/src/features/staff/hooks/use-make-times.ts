/**
 * The make times screen's data (components/make-times.tsx): the kitchen's measures, the stations and the menus'
 * names, and the owner's one click that puts a measured figure in the data file.
 */
import { localized } from '@ordering/domain/menu/convert';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type Locale, menuLocale } from '../../../lib/locale';
import {
  applyLearnedMakeTime,
  makeTimesQuery,
  menuFileQuery,
  publishedFileQuery,
  type StaffRestaurant,
} from '../api';
import { stationsQuery } from '../stations-api';
import { nameIn } from '../ticket-format';

export type MakeTimeApply = { menuId: string; itemId: string; minutes: number; name: string };

export function useMakeTimes(restaurant: StaffRestaurant, locale: Locale) {
  const { t } = useTranslation();
  const times = useQuery(makeTimesQuery(restaurant.id)).data;
  const stations = useQuery(stationsQuery(restaurant.id)).data;
  const file = useQuery(menuFileQuery(restaurant.slug)).data;
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const apply = useMutation({
    mutationFn: (item: MakeTimeApply) =>
      applyLearnedMakeTime(restaurant.id, {
        menuId: item.menuId,
        itemId: item.itemId,
        minutes: item.minutes,
        version: times!.version,
      }),
    onSuccess: (applied, item) => {
      setSaid({
        ok: true,
        text: t('staff.makeTimes.applied', {
          item: item.name,
          minutes: applied.fileMinutes,
          version: applied.version,
        }),
      });
      // The file's figures, the menu and the Publish screen's version all changed.
      void queryClient.invalidateQueries({ queryKey: makeTimesQuery(restaurant.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: menuFileQuery(restaurant.slug).queryKey });
      void queryClient.invalidateQueries({ queryKey: publishedFileQuery(restaurant.id).queryKey });
    },
    onError: (error) =>
      setSaid({
        ok: false,
        text: error instanceof ApiError && error.message ? error.message : t('staff.errors.generic'),
      }),
  });
  // The same item is often on two menus (a table's and take-out's), each measured apart: rows go by menu.
  const menus = [...new Set(times?.items.map((i) => i.menuId) ?? [])].map((id) => {
    const menu = file?.menus.find((m) => m.id === id);
    return { id, name: menu ? localized(menu, 'name', menuLocale(locale)) : id };
  });
  const stationName = (id: string) => {
    const station = stations?.stations.find((s) => s.id === id);
    return station ? nameIn(station, locale) : id;
  };
  return { times, menus, stationName, said, apply: apply.mutate, applying: apply.isPending };
}
