import { useNavigate } from 'react-router';
import { ProfileSettings } from '../../features/accounts/components/profile-settings';
import { ProfileCredits } from '../../features/programs/components/profile-credits';
import { forgetLastOrders } from '../../lib/cart/last-order';
import { useProfileContext } from './profile';

export function Component() {
  const { profile, restaurantId, data, search, locale } = useProfileContext();
  const navigate = useNavigate();
  return (
    <>
      {restaurantId !== null && data?.restaurant.app8_credits ? (
        <ProfileCredits restaurantId={restaurantId} userId={profile.id} locale={locale} />
      ) : null}
      <ProfileSettings
        profile={profile}
        restaurantId={restaurantId}
        supportEmail={data?.order_options.support_email ?? null}
        search={search}
        schoolProgram={Boolean(data?.restaurant.k12)}
        onLoggedOut={() => navigate(`/login${search}`, { replace: true })}
        // "Order again" of this device: the next person here must not see this diner's order.
        onLogout={forgetLastOrders}
      />
    </>
  );
}
