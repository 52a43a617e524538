import { UserInformation } from '../../features/accounts/components/user-information';
import { useProfileContext } from './profile';

export function Component() {
  const { profile, restaurantId } = useProfileContext();
  return <UserInformation profile={profile} restaurantId={restaurantId} />;
}
