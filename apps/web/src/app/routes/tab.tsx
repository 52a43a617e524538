import { useSearchParams } from 'react-router';
import { TabScreen } from '../../features/tabs/components/tab-screen';
import { useRestaurantContext } from '../../lib/restaurant-data';

/** The table's tab (`/:slug/tab?tableNum=12`): the table comes from its QR code, as the menu's does. */
export function Component() {
  const { data, locale } = useRestaurantContext();
  const [params] = useSearchParams();
  return <TabScreen data={data} locale={locale} table={params.get('tableNum')?.trim().slice(0, 20) ?? ''} />;
}
