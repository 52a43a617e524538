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

/**
 * A card typed into the form, or the payment method the processor's own element made (`processorToken`). The
 * restaurant the diner is at decides, on the server, which processor keeps the card; the list answered says which
 * cards it can charge.
 */
export type CardToSave =
  | { cardNumber: string; expiry: string; cvd: string; postalCode?: string }
  | { processorToken: string };

export const addPaymentMethod = (
  body: CardToSave & { isDefault?: boolean },
  restaurantId?: number | string | null,
) => call<SavedCardView[]>('payment-method', body, restaurantId);

export const updatePaymentMethod = (
  body: { paymentCardId: string; isDefault?: boolean } & (CardToSave | object),
  restaurantId?: number | string | null,
) => call<SavedCardView[]>('payment-method', body, restaurantId, 'PUT');

/** After the bank's challenge of a card being saved: the server asks the processor whether the diner passed it. */
export const completePaymentMethod = (
  body: { setupId: string; paymentCardId?: string; isDefault?: boolean },
  restaurantId: number | string,
) => call<SavedCardView[]>('payment-method/complete', body, restaurantId);

export const deletePaymentMethod = (paymentCardId: string, restaurantId?: number | string | null) =>
  call<SavedCardView[]>('delete-payment', { paymentCardId }, restaurantId);

export const pastReceipts = (restaurantId?: number | string | null) =>
  call<{ receipts: Receipt[] }>('get-past-receipts', { limit: 20 }, restaurantId);

export const addSubsidyCode = (subsidyCode: string, restaurantId: number | string) =>
  call<{ subsidyCode: string | null }>('add-subsidy-code', { subsidyCode }, restaurantId);

export const deleteSubsidyCode = (restaurantId: number | string) =>
  call<{ subsidyCode: string | null }>('delete-subsidy-code', {}, restaurantId);
