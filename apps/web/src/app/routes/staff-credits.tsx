import { useTranslation } from 'react-i18next';
import { Credits } from '../../features/staff/components/credits';
import { useStaffRestaurant } from './staff-restaurant';

/** /staff/{restaurant}/credits: managers grant or take a diner's account credits (restaurants with credits). */
export function Component() {
  const { t } = useTranslation();
  const { restaurant, locale, can } = useStaffRestaurant();
  if (!can('credits.manage'))
    return (
      <main id="main" className="p-6">
        <h1 className="font-display text-2xl font-semibold">{t('staff.noAccess')}</h1>
      </main>
    );
  return <Credits restaurant={restaurant} locale={locale} />;
}
