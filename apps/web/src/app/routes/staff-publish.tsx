import { useTranslation } from 'react-i18next';
import { Publish } from '../../features/staff/components/publish';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/publish: the owner publishes the data file. */
export function Component() {
  const { t } = useTranslation();
  const { restaurant, can } = useStaffRestaurant();
  if (!can('menu.publish'))
    return (
      <main id="main" className="p-6">
        <h1 className="font-display text-2xl font-semibold">{t('staff.noAccess')}</h1>
      </main>
    );
  return <Publish restaurant={restaurant} />;
}
