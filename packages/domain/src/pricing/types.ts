/**
 * Public shapes of the costs pipeline. Every amount is integer cents; percentages are plain
 * numbers (15 means 15 %); tax rates are fractions (0.13 means 13 %).
 */
import type { CartItem } from '../cart/cart-item';
import type { RestaurantDataFile } from '../menu/data-file';
import type { Cents } from '../money/money';
import type { OrderType } from '../order-types/wire';
import type { MenuIndex } from './menu-index';

export type { OrderType } from '../order-types/wire';
export type AmountType = 'dollar' | 'percentage';

/** What the diner chose; a percentage tip carries amount 0 and a dollar tip percentageValue 0 (see tip.ts). */
export interface TipChoice {
  type: AmountType;
  percentageValue: number;
  amount: Cents;
}

/** A promo code already looked up; `value` is text: "10" is 10 %, "5$" is five dollars. */
export interface DiscountChoice {
  code: string;
  value: string;
}

export interface VoucherChoice {
  code: string;
  balance: Cents;
}

export interface CreditsChoice {
  id: string;
  balance: Cents;
}

export interface MemberChoice {
  /** Member provider code; ELB and SPH get no subsidy pricing. */
  provider: string | null;
  /** The applied member promo, text value as for discounts; `preTax` takes it before tax. */
  discount: { value: string; preTax: boolean } | null;
}

export interface CostsInput {
  file: RestaurantDataFile;
  /** A prebuilt index of `file` (buildMenuIndex); built and cached per file object when absent. */
  index?: MenuIndex;
  lines: readonly CartItem[];
  orderType: OrderType;
  /** Suite pre-order and event-day orders always require a payment method. */
  preOrder?: boolean;
  eventDayOrdering?: boolean;
  now: Date;
  tip?: TipChoice | null;
  discount?: DiscountChoice | null;
  voucher?: VoucherChoice | null;
  credits?: CreditsChoice | null;
  subsidyCode?: string | null;
  member?: MemberChoice | null;
  /** Pay-what-you-can: what the diner chose to pay of the subsidised base; null pays it in full. */
  chosenAmountToBePaid?: Cents | null;
  /** Name of the delivery zone (restaurant.delivery.zones) whose charge replaces the default one. */
  deliveryZone?: string | null;
}

export interface Charge {
  amount: Cents;
  label: string | null;
  type: AmountType;
  percentageValue: number;
}

export interface TaxBracket {
  key: 'tax1' | 'tax2';
  label: string;
  /** The restaurant's rate for this bracket. */
  rate: number;
  amount: Cents;
  /**
   * Some line was taxed at another rate in this bracket (an item's own rate, Ontario's rebate): the amount is not
   * `rate` of the subtotal, so a receipt names the tax without the rate.
   */
  mixed?: boolean;
}

export interface TaxInfo {
  inclusive: boolean;
  province: string;
  /** The Ontario point-of-sale rebate applied to the eligible items. */
  rebateApplied: boolean;
}

export interface Costs {
  subtotal: Cents;
  subtotalDiscounted: Cents;
  taxes: Cents;
  taxBrackets: TaxBracket[];
  taxInfo: TaxInfo;
  total: Cents;
  totalWithoutTaxes: Cents;
  totalWithTip: Cents;
  tip: { percentageValue: number; amount: Cents; type: AmountType };
  serviceCharge: Charge;
  deliveryCharge: Charge;
  voucher: { code: string | null; balance: Cents; amount: Cents };
  discount: { percentageValue: number; amount: Cents; type: AmountType; code: string | null };
  credits: { id: string | null; balance: Cents; amount: Cents };
  memberDiscount: { preTax: boolean; amount: Cents };
  subsidyDiscount: {
    type: string | null;
    chosenAmountToBePaid: Cents;
    code: string | null;
    amount: Cents;
    baseSubsidizedAmount: Cents;
  };
  amountToCharge: Cents;
  paymentNotRequired: boolean;
  /**
   * A delivery priced by zone with no postal code in a zone yet: no delivery charge is in the totals, and the diner is
   * told it comes with the address (charges.ts deliveryAwaitsAddress). Absent otherwise.
   */
  deliveryAwaitsAddress?: true;
}

/** The price of one cart line, as computed. */
export interface LinePrice {
  orderId: number;
  itemId: string;
  menuId: string;
  quantity: number;
  /** Unit price after schedule, promos and subsidy. */
  unitPrice: Cents;
  /** Add-ons of one unit. */
  addOns: Cents;
  /** (unitPrice + addOns) x quantity: the cart item's orderPrice. */
  price: Cents;
  /** The item's own rate (item, else section, else menu tax_rate); null means the restaurant's brackets. */
  taxRate: number | null;
  rebateEligible: boolean;
  mealPackage: boolean;
  alcoholic: boolean;
}

export type PricingIssueReason =
  | 'item_not_found'
  | 'sold_out'
  | 'unavailable'
  | 'option_group_not_found'
  | 'option_value_not_found'
  | 'invalid_quantity';

/** 415 sold out, 426 unavailable (flag or price schedule), 400 an id or quantity that does not fit the menu. */
export interface PricingIssue {
  code: 400 | 415 | 426;
  reason: PricingIssueReason;
  orderId: number;
  itemId: string;
  groupId?: string;
  valueId?: string;
}

export type CostsResult =
  | {
      ok: true;
      costs: Costs;
      lines: LinePrice[];
      /** Each line's exact (unrounded) amount in each of `costs.taxBrackets` (taxes.ts): splits a checkout's taxes. */
      lineTaxes: number[][];
    }
  | { ok: false; issues: PricingIssue[] };
