import { useTranslation } from 'react-i18next';
import { Team } from '../../features/staff/components/team';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/team: the owner manages who works here. */
export function Component() {
  const { t } = useTranslation();
  const { me, restaurant, can } = useStaffRestaurant();
  if (!can('staff.manage'))
    return (
      <main id="main" className="p-6">
        <h1 className="font-display text-2xl font-semibold">{t('staff.noAccess')}</h1>
      </main>
    );
  return <Team restaurant={restaurant} myEmail={me.user.email} />;
}
