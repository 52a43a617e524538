import { restaurantName } from '@ordering/domain/menu/convert';
import { PaymentMethods } from '../../features/accounts/components/payment-methods';
import { menuLocale } from '../../lib/locale';
import { useProfileContext } from './profile';

export function Component() {
  const { profile, restaurantId, data, locale } = useProfileContext();
  // The restaurant the diner came from: its processor keeps the cards saved here, and says which it takes.
  const restaurant =
    data && restaurantId !== null
      ? { restaurantId, data, name: restaurantName(data.restaurant, menuLocale(locale)) }
      : null;
  return <PaymentMethods profile={profile} restaurant={restaurant} locale={locale} />;
}
