/**
 * The account calls (under /api/auth). The session is the httpOnly cookie the server
 * sets; `X-RESTAURANT-ID` is sent when the screen knows the restaurant (credits, students, the reset link's way back).
 */
import type {
  PaymentMethodView,
  ProfileResponse,
  ReceiptView,
  RegisterUserRequest,
} from '@ordering/domain/contracts/accounts';
import { apiFetch } from '../../lib/api-client';

export type Profile = ProfileResponse;
export type SavedCardView = PaymentMethodView;
export type Receipt = ReceiptView;
export type SocialProvider = 'google' | 'facebook' | 'apple';

const call = <T>(path: string, body: unknown, restaurantId?: number | string | null, method = 'POST') =>
  apiFetch<T>(`/api/auth/${path}`, {
    method,
    body: JSON.stringify(body ?? {}),
    headers: restaurantId ? { 'X-RESTAURANT-ID': String(restaurantId) } : {},
  });

export const loginNative = (
  body: { email: string; password: string },
  restaurantId?: number | string | null,
) => call<Profile>('login-native', body, restaurantId);

export const registerUser = (body: RegisterUserRequest, restaurantId?: number | string | null) =>
  call<Profile>('register-user', body, restaurantId);

export const userExists = (email: string) => call<{ exists: boolean }>('user-exist', { email });

export const loginSocial = (
  provider: SocialProvider | 'sandbox',
  body: { idToken: string; register: boolean },
  restaurantId?: number | string | null,
) => call<Profile>(`login-${provider}`, body, restaurantId);

export { getProfile, logout } from '../../lib/session/session-api';

export const forgotPassword = (email: string, restaurantId: number | string) =>
  call<{ ok: true }>('forgot-password', { email }, restaurantId);

export const resetPassword = (token: string, password: string) =>
  call<{ ok: true }>('reset-password', { token, password });

/** Startup authentication: the profile of the session's user (a dead session answers code 201). */

export const editUser = (
  body: Partial<{
    firstName: string;
    lastName: string;
    phoneNumber: string | null;
    email: string;
    locale: 'en-CA' | 'fr-CA';
    defaultTip: number | null;
    promoCode: string | null;
    password: string;
    currentPassword: string;
  }>,
  restaurantId?: number | string | null,
) => call<Profile>('edit-user', body, restaurantId);

export const addPaymentMethod = (body: {
  cardNumber: string;
  expiry: string;
  cvd: string;
  postalCode?: string;
  isDefault?: boolean;
}) => call<SavedCardView[]>('payment-method', body);

export const updatePaymentMethod = (body: {
  paymentCardId: string;
  isDefault?: boolean;
  cardNumber?: string;
  expiry?: string;
  cvd?: string;
  postalCode?: string;
}) => call<SavedCardView[]>('payment-method', body, null, 'PUT');

export const deletePaymentMethod = (paymentCardId: string) =>
  call<SavedCardView[]>('delete-payment', { paymentCardId });

export const pastReceipts = (restaurantId?: number | string | null) =>
  call<{ receipts: Receipt[] }>('get-past-receipts', { limit: 20 }, restaurantId);

export const addSubsidyCode = (subsidyCode: string, restaurantId: number | string) =>
  call<{ subsidyCode: string | null }>('add-subsidy-code', { subsidyCode }, restaurantId);

export const deleteSubsidyCode = (restaurantId: number | string) =>
  call<{ subsidyCode: string | null }>('delete-subsidy-code', {}, restaurantId);
