/**
 * A manager's refund being chosen (components/refund-form.tsx): the whole order or quantities of lines, the reason,
 * the server's preview of the same request, and sending it; what it came to is said in the ticket's action bar.
 */
import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { refund, refundPreview, type StaffRestaurant } from '../api';
import type { Notice } from '../components/ticket-dialog';
import { dollars } from '../ticket-format';

export function useRefund(
  order: StaffOrder,
  restaurant: StaffRestaurant,
  locale: Locale,
  onNotice: (notice: Notice) => void,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [whole, setWhole] = useState(true);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = Object.entries(quantities)
    .filter(([, q]) => q > 0)
    .map(([position, quantity]) => ({ position: Number(position), quantity }));
  const asked = whole ? {} : { lines: chosen };
  const preview = useQuery({
    queryKey: ['staff', 'refund-preview', restaurant.id, order.id, order.refunded, asked],
    queryFn: () => refundPreview(restaurant.id, order.id, asked),
    enabled: whole || chosen.length > 0,
    gcTime: 0,
    retry: false,
  });
  const setQuantity = (position: number, left: number, typed: string) =>
    setQuantities((q) => ({ ...q, [position]: Math.max(0, Math.min(left, Number(typed) || 0)) }));

  const send = async () => {
    setBusy(true);
    onNotice(null);
    try {
      const body = { ...asked, ...(reason.trim() ? { reason: reason.trim() } : {}) };
      const result = await refund(restaurant.id, order.id, body);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'orders', restaurant.id] });
      onNotice({ ok: true, text: t('staff.refund.done', { amount: dollars(result.refund.amount, locale) }) });
      onDone();
    } catch (error) {
      onNotice({
        ok: false,
        text: error instanceof ApiError && error.message ? error.message : t('staff.errors.generic'),
      });
    } finally {
      setBusy(false);
    }
  };

  return { whole, setWhole, quantities, setQuantity, reason, setReason, busy, preview, send };
}
