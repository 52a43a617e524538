import { useNavigate } from 'react-router';
import { ProfileSettings } from '../../features/accounts/components/profile-settings';
import { useProfileContext } from './profile';

export function Component() {
  const { profile, restaurantId, data, search } = useProfileContext();
  const navigate = useNavigate();
  return (
    <ProfileSettings
      profile={profile}
      restaurantId={restaurantId}
      supportEmail={data?.order_options.support_email ?? null}
      search={search}
      schoolProgram={Boolean(data?.restaurant.k12)}
      onLoggedOut={() => navigate(`/login${search}`, { replace: true })}
    />
  );
}
