import { PaymentMethods } from '../../features/accounts/components/payment-methods';
import { useProfileContext } from './profile';

export function Component() {
  const { profile } = useProfileContext();
  return <PaymentMethods profile={profile} />;
}
