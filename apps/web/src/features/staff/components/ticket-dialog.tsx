import type { StaffOrder } from '@ordering/domain/contracts/staff';
import type { StaffAction } from '@ordering/domain/staff/roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { cancelPreview, changeStatus, type StaffRestaurant } from '../api';
import { focusOrderCard } from '../card-focus';
import '../staff.css';
import { dollars } from '../ticket-format';
import { MoneyBreakdown, RefundForm } from './refund-form';
import { Ticket } from './ticket';
import { dangerButton, focusRing, inputClass, primaryButton, secondaryButton } from './ui';

const NEXT: Partial<
  Record<StaffOrder['status'], { status: StaffOrder['status']; action: StaffAction; key: string }>
> = {
  pending: { status: 'in_progress', action: 'orders.accept', key: 'accept' },
  in_progress: { status: 'ready', action: 'orders.ready', key: 'ready' },
  ready: { status: 'completed', action: 'orders.complete', key: 'complete' },
};

type Mode = 'view' | 'decline' | 'refund';

/**
 * What the last action on the ticket came to, said in the ticket's action bar, beside the button that did it: a toast
 * (top-centre) would lie over the ticket's title and first lines, on a phone over the whole header.
 */
export type Notice = { ok: boolean; text: string } | null;

/** Print and Close: narrower than the console's buttons on a phone, so the title keeps its words whole beside them. */
const headerButton = `shrink-0 rounded-lg border border-line bg-surface px-3 py-2.5 font-semibold sm:px-4 print:hidden ${focusRing}`;

/** The ticket in a dialog, with what the role may do to the order from where it stands. */
export function TicketDialog({
  order,
  restaurant,
  locale,
  can,
  onClose,
}: {
  order: StaffOrder | null;
  restaurant: StaffRestaurant;
  locale: Locale;
  can: (action: StaffAction) => boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<Notice>(null);
  // The order shown last: when the dialog has closed (order null), focus goes back to its card.
  const shown = useRef<StaffOrder | null>(null);
  if (order) shown.current = order;
  const orderId = order?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another ticket (or none) starts without the last one's notice.
  useEffect(() => setNotice(null), [orderId]);
  return (
    <Dialog.Root
      open={order !== null}
      onOpenChange={(open) => {
        if (open) return;
        setMode('view');
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 print:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix would focus the dialog's trigger, and there is none: the card that opened the ticket instead.
            event.preventDefault();
            if (shown.current) focusOrderCard(shown.current);
          }}
          className="staff-ticket-dialog fixed inset-y-0 right-0 z-50 flex w-full max-w-xl min-w-0 flex-col overflow-x-hidden bg-surface text-ink shadow-xl focus:outline-none"
        >
          {order ? (
            <>
              <div className="flex items-center gap-2 border-b border-line px-4 py-3 print:border-0 print:p-0">
                <Dialog.Title className="font-display text-xl font-bold sm:text-2xl">
                  {t('staff.ticket.title', { number: order.number })}
                </Dialog.Title>
                <button type="button" className={`ml-auto ${headerButton}`} onClick={() => window.print()}>
                  {t('staff.ticket.print')}
                </button>
                <Dialog.Close className={headerButton}>{t('staff.close')}</Dialog.Close>
              </div>
              {/* Focusable so a keyboard can scroll a long ticket. */}
              <section
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys.
                tabIndex={0}
                aria-label={t('staff.ticket.title', { number: order.number })}
                className="flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand print:overflow-visible print:p-0"
              >
                <Ticket order={order} timezone={restaurant.timezone} locale={locale} />
              </section>
              <ActionBar
                order={order}
                restaurant={restaurant}
                locale={locale}
                can={can}
                mode={mode}
                onMode={setMode}
                notice={notice}
                onNotice={setNotice}
              />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The ticket's action bar: what the last action came to, then what the role may do from where the order stands, or the
 * decline or refund form being filled in.
 */
function ActionBar({
  order,
  restaurant,
  locale,
  can,
  mode,
  onMode,
  notice,
  onNotice,
}: {
  order: StaffOrder;
  restaurant: StaffRestaurant;
  locale: Locale;
  can: (action: StaffAction) => boolean;
  mode: Mode;
  onMode: (mode: Mode) => void;
  notice: Notice;
  onNotice: (notice: Notice) => void;
}) {
  return (
    <div className="border-t border-line px-4 py-3 print:hidden">
      <p role="status" className="mb-2 font-semibold text-green-900 empty:mb-0" data-testid="ticket-notice">
        {notice?.ok ? notice.text : ''}
      </p>
      {notice && !notice.ok ? (
        <p role="alert" className="mb-2 font-semibold text-red-800">
          {notice.text}
        </p>
      ) : null}
      {mode === 'view' ? (
        <Actions order={order} restaurant={restaurant} can={can} onMode={onMode} onNotice={onNotice} />
      ) : mode === 'decline' ? (
        <DeclineForm
          order={order}
          restaurant={restaurant}
          locale={locale}
          onNotice={onNotice}
          onDone={() => onMode('view')}
        />
      ) : (
        <RefundForm
          order={order}
          restaurant={restaurant}
          locale={locale}
          onNotice={onNotice}
          onDone={() => onMode('view')}
        />
      )}
    </div>
  );
}

function useStatusChange(order: StaffOrder, restaurant: StaffRestaurant, onNotice: (notice: Notice) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (status: StaffOrder['status'], reason?: string) => {
    setBusy(true);
    onNotice(null);
    try {
      await changeStatus(restaurant.id, order.id, status, reason);
      // The stream brings the whole ticket; reading the list again covers a stream that is reconnecting.
      await queryClient.invalidateQueries({ queryKey: ['staff', 'orders', restaurant.id] });
      onNotice({ ok: true, text: t(`staff.done.${status}`, { number: order.number }) });
      return true;
    } catch (e) {
      onNotice({
        ok: false,
        text: e instanceof ApiError && e.message ? e.message : t('staff.errors.generic'),
      });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function Actions({
  order,
  restaurant,
  can,
  onMode,
  onNotice,
}: {
  order: StaffOrder;
  restaurant: StaffRestaurant;
  can: (action: StaffAction) => boolean;
  onMode: (mode: Mode) => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation();
  const { busy, run } = useStatusChange(order, restaurant, onNotice);
  const next = NEXT[order.status];
  const open = order.status !== 'completed' && order.status !== 'cancelled';
  const refundable =
    ['in_progress', 'ready', 'completed'].includes(order.status) && order.refunded < order.total;
  return (
    <div className="flex flex-wrap gap-2">
      {next && can(next.action) ? (
        <button type="button" disabled={busy} className={primaryButton} onClick={() => void run(next.status)}>
          {t(`staff.actions.${next.key}`)}
        </button>
      ) : null}
      {open && can('orders.decline') ? (
        <button type="button" disabled={busy} className={dangerButton} onClick={() => onMode('decline')}>
          {order.status === 'pending' ? t('staff.actions.decline') : t('staff.actions.cancel')}
        </button>
      ) : null}
      {refundable && can('orders.refund') ? (
        <button type="button" disabled={busy} className={secondaryButton} onClick={() => onMode('refund')}>
          {t('staff.actions.refund')}
        </button>
      ) : null}
      {!open && !refundable ? <p className="text-muted">{t('staff.actions.nothing')}</p> : null}
    </div>
  );
}

function DeclineForm({
  order,
  restaurant,
  locale,
  onNotice,
  onDone,
}: {
  order: StaffOrder;
  restaurant: StaffRestaurant;
  locale: Locale;
  onNotice: (notice: Notice) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { busy, run } = useStatusChange(order, restaurant, onNotice);
  const [reason, setReason] = useState('');
  // What the cancellation gives back, said before the manager confirms it (planned by the server's own code).
  const preview = useQuery({
    queryKey: ['staff', 'cancel-preview', restaurant.id, order.id, order.status, order.refunded],
    queryFn: () => cancelPreview(restaurant.id, order.id),
    gcTime: 0,
    retry: false,
  });
  // A cancel the server refuses outright (a round the table paid on its tab: refunded instead) is said before the
  // reason is typed; a refusal to try again in a moment (a settlement under way) is not.
  const refused =
    preview.error instanceof ApiError && preview.error.status === 409 && !preview.error.retryAfter
      ? preview.error.message
      : null;
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await run('cancelled', reason.trim())) onDone();
      }}
    >
      <label className="block">
        <span className="font-semibold">{t('staff.decline.reason')}</span>
        <span className="block text-sm text-muted">{t('staff.decline.hint')}</span>
        <textarea
          required
          maxLength={500}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={`mt-1 ${inputClass}`}
        />
      </label>
      {preview.data && preview.data.returned > 0 ? (
        <MoneyBreakdown
          title={t('staff.decline.returns')}
          amount={preview.data.returned}
          parts={preview.data.parts}
          locale={locale}
        />
      ) : null}
      {preview.data && preview.data.released > 0 ? (
        <p className="text-sm">
          {t('staff.decline.released', { amount: dollars(preview.data.released, locale) })}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {refused}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" disabled={busy || !reason.trim() || refused !== null} className={dangerButton}>
          {order.status === 'pending' ? t('staff.decline.confirm') : t('staff.decline.confirmCancel')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('staff.back')}
        </button>
      </div>
    </form>
  );
}
