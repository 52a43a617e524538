/** Tests only: draws a console component in a language, with the staff words and the query data it reads. */
import { actionsOf } from '@ordering/domain/staff/roles';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n, startTranslations } from '../../../lib/i18n';
import type { Locale } from '../../../lib/locale';
import type { StaffRestaurant } from '../api';
import { loadStaffCatalogs } from '../catalog';

export const testRestaurant: StaffRestaurant = {
  id: 101,
  slug: 'maple-table',
  name: 'The Maple Table',
  timezone: 'America/Toronto',
  role: 'manager',
  actions: actionsOf('manager'),
};

export async function renderStaff(
  ui: ReactNode,
  { locale = 'en-CA', data = [] }: { locale?: Locale; data?: [QueryKey, unknown][] } = {},
) {
  await startTranslations(locale);
  await loadStaffCatalogs();
  await i18n.changeLanguage(locale);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, client };
}
