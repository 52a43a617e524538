/**
 * POST /orders: the server reprices the cart, checks the requested time, then in ONE transaction claims the
 * Idempotency-Key, takes the slot, writes the order, debits the gift card, authorizes the card, and queues the
 * confirmation. Any failure rolls all of it back; an authorization already made is voided. A retry with the same
 * key answers the first result without charging again.
 */
import { createHash } from 'node:crypto';
import type { SubmitOrderRequest } from '@ordering/domain/contracts/orders';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { type Cents, formatMoney, toCents } from '@ordering/domain/money/money';
import { checkRequestedTime } from '@ordering/domain/ordering/scheduling';
import { checkDeliveryZone } from '@ordering/domain/pricing/delivery-zone';
import { nanoid } from 'nanoid';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type Locale, translate } from '../../i18n/messages';
import { enqueue } from '../../outbox/outbox.repository';
import { paymentError, planPayment } from '../payments/payment-plan';
import type { PublishedEntry } from '../restaurants/published-cache';
import { debitGiftCard } from '../vouchers/vouchers.repository';
import { priceOrder } from './costs.service';
import { lineSnapshots, submittedToCartItems } from './order-lines';
import { type OrderView, orderView } from './order-view';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  insertEvent,
  insertLines,
  insertOrder,
  insertRedemption,
  insertTenders,
  lockPromoCode,
  type NewTender,
  nextOrderNumber,
  storeIdempotentResponse,
} from './orders.repository';
import { promoCodeUses } from './promo-codes';
import { schedulingError } from './scheduling-error';
import { takeSlot } from './slots.repository';

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

class KeyTaken extends Error {}

function requestHash(body: SubmitOrderRequest): string {
  // The card's number and CVD, and a wallet's one-time payment token, are left out: the hash is no fingerprint of
  // the card, and a retry whose wallet sheet was approved again is still the same order.
  const {
    card: _card,
    applePayPaymentToken: _applePayToken,
    applePayPaymentDetails: _applePayDetails,
    googlePayPaymentPayload: _googlePay,
    ...checkout
  } = body.data.checkout;
  return createHash('sha256')
    .update(JSON.stringify({ ...body, data: { ...body.data, checkout } }))
    .digest('hex');
}

async function replay(db: Database, restaurantId: number, key: string, hash: string): Promise<OrderView> {
  const stored = await findIdempotencyKey(db, restaurantId, key);
  if (!stored?.response) throw new AppError(400, 409, 'error.idempotencyKeyReused');
  if (stored.requestHash !== hash) throw new AppError(400, 409, 'error.idempotencyKeyReused');
  return stored.response as OrderView;
}

export async function submitOrder(
  db: Database,
  gateway: PaymentGateway,
  input: {
    entry: PublishedEntry;
    body: SubmitOrderRequest;
    idempotencyKey: string;
    now: Date;
    /** The diner's language: the confirmation goes out in it. */
    locale?: Locale;
  },
): Promise<OrderView> {
  const { entry, body, now, idempotencyKey } = input;
  const restaurantId = entry.restaurantId;
  const file = entry.data;
  const hash = requestHash(body);

  const previous = await findIdempotencyKey(db, restaurantId, idempotencyKey);
  if (previous) return replay(db, restaurantId, idempotencyKey, hash);

  if (entry.ordersPaused) throw schedulingError({ code: 419, reason: 'orders_paused', key: 'ordersPaused' });
  const items = submittedToCartItems(file, body.data.items);
  if (items.length === 0) throw new AppError(400, 400, 'error.cartEmpty');

  const postalCode = body.data.checkout.delivery?.postal_code;
  const priced = await priceOrder(db, {
    entry,
    items,
    choice: body.data.costs,
    orderType: body.type,
    now,
    deliveryPostalCode: postalCode,
  });
  const { costs } = priced;
  if (body.type === 'delivery') checkDeliveryArea(file, postalCode, costs.subtotalDiscounted);
  const clientTotal = body.data.costs.total;
  if (clientTotal !== undefined && toCents(clientTotal) !== costs.total) {
    throw new AppError(428, 409, 'error.priceChanged', {}, { total: costs.total / 100 });
  }

  const menu = file.menus.find((m) => m.id === items[0]?.menu_id);
  if (!menu) throw new AppError(404, 404, 'error.menuNotFound');
  const time = checkRequestedTime({
    restaurant: { ...file.restaurant, orders_paused: entry.ordersPaused },
    zone: file.restaurant.timezone,
    orderOptions: file.order_options,
    menu,
    orderType: body.type,
    now,
    requested: body.pickup_time,
  });
  if (!time.ok) throw schedulingError(time.error);

  const plan = await planPayment(gateway, {
    file,
    checkout: body.data.checkout,
    amount: costs.amountToCharge,
    now,
  });

  let authorizationId: string | null = null;
  try {
    const view = await db.transaction(async (tx) => {
      if (!(await claimIdempotencyKey(tx, { restaurantId, key: idempotencyKey, requestHash: hash }))) {
        throw new KeyTaken();
      }
      const taken = await takeSlot(tx, {
        restaurantId,
        menuId: menu.id,
        slotStart: new Date(time.slot.start),
        max: menu.max_orders_per_interval,
      });
      if (!taken) throw schedulingError({ code: 417, reason: 'slot_full', key: 'slotFull' });

      const number = await nextOrderNumber(tx, restaurantId);
      const publicId = nanoid();
      const { password: _password, ...contact } = body.data.checkout.contact ?? {};
      const orderId = await insertOrder(tx, {
        restaurantId,
        publicId,
        number,
        type: body.type,
        status: 'pending',
        menuId: menu.id,
        pickupTime: new Date(body.pickup_time),
        contact: {
          ...contact,
          table: body.data.config.tableInfo ?? null,
          tableNum: body.data.config.tableNum ?? null,
          notes: body.data.checkout.pickup?.notes ?? null,
        },
        costs,
        totalCents: costs.totalWithTip,
        createdAt: now,
      });
      const lines = lineSnapshots(file, priced.items, priced.lines);
      await insertLines(tx, restaurantId, orderId, lines);

      const tenders: NewTender[] = [];
      if (priced.giftCardId !== null && costs.voucher.amount > 0) {
        const balance = await debitGiftCard(tx, {
          restaurantId,
          giftCardId: priced.giftCardId,
          amountCents: costs.voucher.amount,
          orderId,
        });
        if (balance === null) throw new AppError(400, 409, 'error.giftCardNoFunds');
        tenders.push({
          kind: 'gift_card',
          amountCents: costs.voucher.amount,
          reference: String(priced.giftCardId),
        });
      }
      if (priced.promoCode) {
        const code = priced.promoCode;
        const limit = file.promo_codes.find((p) => p.code.toUpperCase() === code)?.usage_limit ?? null;
        if (limit !== null) {
          await lockPromoCode(tx, restaurantId, code);
          if ((await promoCodeUses(tx, restaurantId, code)) >= limit) {
            throw new AppError(400, 400, 'error.promoUsedUp');
          }
        }
        await insertRedemption(tx, restaurantId, orderId, code);
      }

      // The card last: everything that can refuse the order has run, so an authorization is rarely voided.
      if (plan.kind === 'card') {
        const auth = await gateway.authorize({
          amount: plan.amount,
          currency: 'CAD',
          token: plan.token,
          idempotencyKey: `${restaurantId}:${idempotencyKey}:${plan.token}`,
          reference: publicId,
        });
        if (!auth.ok) throw paymentError(auth);
        authorizationId = auth.authorizationId;
        tenders.push({
          kind: 'card',
          amountCents: plan.amount,
          reference: auth.authorizationId,
          details: { brand: plan.brand, last4: plan.last4, wallet: plan.wallet },
        });
      } else if (plan.kind !== 'none') {
        tenders.push({ kind: plan.kind, amountCents: plan.amount, reference: plan.reference });
      }
      await insertTenders(tx, restaurantId, orderId, tenders);
      await insertEvent(tx, { restaurantId, orderId, type: 'created', status: 'pending' });
      await enqueue(tx, {
        restaurantId,
        type: 'order.confirmation',
        payload: {
          orderId: publicId,
          number,
          email: contact.email ?? null,
          phone: contact.phone_number ?? null,
          locale: input.locale ?? 'en-CA',
          totalCents: costs.totalWithTip,
          pickupTime: body.pickup_time,
          type: body.type,
        },
      });
      const result = orderView(
        {
          publicId,
          number,
          type: body.type,
          status: 'pending',
          costs,
          pickupTime: new Date(body.pickup_time),
          createdAt: now,
          cancelReason: null,
          contact: { table: body.data.config.tableInfo ?? null, tableNum: body.data.config.tableNum ?? null },
        },
        lines,
      );
      await storeIdempotentResponse(tx, { restaurantId, key: idempotencyKey, response: result });
      return result;
    });
    return view;
  } catch (err) {
    if (authorizationId) await gateway.void(authorizationId).catch(() => undefined);
    if (err instanceof KeyTaken) return replay(db, restaurantId, idempotencyKey, hash);
    throw err;
  }
}

/** A restaurant with delivery zones delivers only inside them, each with its minimum order. */
function checkDeliveryArea(file: RestaurantDataFile, postalCode: string | undefined, subtotal: Cents) {
  const check = checkDeliveryZone(file.restaurant.delivery, postalCode, subtotal);
  if (check.ok) return;
  if (check.reason === 'outside') throw new AppError(400, 400, 'error.deliveryOutside');
  const err = new AppError(400, 400, 'error.deliveryMinimum', { zone: check.zone.name });
  err.localized = (locale) =>
    translate(locale, 'error.deliveryMinimum', {
      zone: check.zone.name,
      minimum: formatMoney(check.minimum, locale),
    });
  throw err;
}
