/** A signed-in diner's profile as the server answers it (get-*-user-info), for the screens' tests. */
import type { ProfileResponse } from '@ordering/domain/contracts/accounts';

export const testProfile = (overrides: Partial<ProfileResponse> = {}): ProfileResponse => ({
  id: 'u1',
  firstName: 'Dana',
  lastName: 'Diner',
  email: 'diner@example.com',
  phoneNumber: null,
  locale: 'en-CA',
  defaultTip: null,
  promoCode: null,
  subsidyCode: null,
  suiteOperator: false,
  paymentMethods: [],
  credits: 0,
  students: [],
  hasPassword: true,
  ...overrides,
});
