/**
 * paymentNotRequired (RULES-ordering-format.md): not required when the order is not a
 * pre-order, event-day or catering order, and either the processor is payOnPremise or the total with tip is 0.
 * Also not required when a gift card and credits cover the whole amount.
 */
import type { Cents } from '../money/money';
import { orderType } from '../order-types/index';
import type { OrderType } from './types';

export interface PaymentRequiredInput {
  orderType: OrderType;
  preOrder?: boolean;
  eventDayOrdering?: boolean;
  paymentProcessor: string;
  totalWithTip: Cents;
  amountToCharge: Cents;
  tendered: Cents;
}

export function isPaymentNotRequired(input: PaymentRequiredInput): boolean {
  const always = orderType(input.orderType).needs.payment === 'always';
  const exempt = !input.preOrder && !input.eventDayOrdering && !always;
  if (exempt && (input.paymentProcessor === 'payOnPremise' || input.totalWithTip === 0)) return true;
  return input.tendered > 0 && input.amountToCharge === 0;
}
