import { translateError } from '@ordering/domain/format/messages';
import {
  type OrderNotificationErrors,
  validateOrderNotification,
} from '@ordering/domain/format/order-notification';
import { formatPhone } from '@ordering/domain/format/phone';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../components/form-fields';
import { readContact } from '../../features/checkout/device-memory';
import { ApiError, apiFetch } from '../../lib/api-client';
import { useRestaurantContext } from '../../lib/restaurant-data';

/** Order notification: an order number and a mobile phone, validated by the spec's rules, then the SMS request. */
export function Component() {
  const { data, locale } = useRestaurantContext();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const r = data.restaurant;
  const [orderId, setOrderId] = useState(params.get('order') ?? '');
  // From the confirmation: the order's unguessable id proves the request; a number typed here needs the checkout's
  // phone (the server answers an unknown number and a wrong phone alike).
  const publicId = params.get('id');
  const [phone, setPhone] = useState(() => readContact()?.phone ?? '');
  const [errors, setErrors] = useState<OrderNotificationErrors>({});
  const request = useMutation({
    mutationFn: () =>
      apiFetch<{ subscribed: true; sentNow: boolean }>('/api/orders/notification', {
        method: 'POST',
        headers: { 'x-restaurant-id': String(r.id) },
        body: JSON.stringify({
          type: 'notification',
          status: 'in-progress',
          data: {
            config: {
              restaurantId: String(r.id),
              checkNum: publicId && orderId.trim() === params.get('order') ? publicId : orderId.trim(),
            },
            checkout: { contact: { phone_number: phone } },
          },
        }),
      }),
  });
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = validateOrderNotification({ orderId, phone });
    setErrors(found);
    if (Object.keys(found).length === 0) request.mutate();
  };
  return (
    <main id="main" className="mx-auto max-w-md px-4 pt-8 pb-16">
      <h1 className="font-display text-2xl font-semibold">{t('notification.title')}</h1>
      <p className="mt-2 text-muted">{t('notification.intro')}</p>
      {request.isSuccess ? (
        <p role="status" className="mt-6 rounded-2xl bg-emerald-50 p-4 text-emerald-900">
          {t(request.data?.sentNow ? 'notification.sentNow' : 'notification.done', {
            phone,
            order: orderId.trim(),
          })}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="mt-6 grid gap-4 rounded-2xl border border-line bg-surface p-4"
        >
          <TextField
            id="orderId"
            label={t('notification.orderId')}
            value={orderId}
            maxLength={100}
            onChange={setOrderId}
            error={errors.orderId ? translateError(locale, errors.orderId) : undefined}
          />
          <TextField
            id="phone"
            type="tel"
            label={t('notification.phone')}
            value={phone}
            inputMode="tel"
            autoComplete="tel"
            maxLength={14}
            onChange={(v) => setPhone(formatPhone(v))}
            error={errors.phone ? translateError(locale, errors.phone) : undefined}
          />
          {request.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {request.error instanceof ApiError && request.error.message
                ? request.error.message
                : t('notification.failed')}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={request.isPending}
            className="rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {request.isPending ? t('notification.sending') : t('notification.submit')}
          </button>
        </form>
      )}
      <Link to={`/${r.slug}`} className="mt-6 inline-block font-semibold text-brand underline">
        {t('checkout.back')}
      </Link>
    </main>
  );
}
