/**
 * The order-notification form: the order id is required ("The order id is required") and
 * the phone must be 12 characters once grouped (416-555-0100).
 */
import type { FormError } from './messages';
import { validatePhone } from './phone';

export interface OrderNotificationForm {
  orderId: string;
  phone: string;
}

export type OrderNotificationErrors = Partial<Record<keyof OrderNotificationForm, FormError>>;

export function validateOrderNotification(form: OrderNotificationForm): OrderNotificationErrors {
  const errors: OrderNotificationErrors = {};
  if (form.orderId.trim() === '') errors.orderId = { key: 'orderIdRequired' };
  const phone = form.phone.trim() === '' ? { key: 'required' as const } : validatePhone(form.phone);
  if (phone) errors.phone = phone;
  return errors;
}
