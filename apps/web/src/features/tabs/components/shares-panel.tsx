import type { TabView } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/buttons';
import { Section, TextField } from '../../../components/form-fields';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { completeShare, payShare } from '../api';
import { tipRequest } from '../split-plan';
import type { TabMembership } from '../tab-storage';
import { ErrorText } from './error-text';
import { ShareTipFields, useShareTip } from './share-tip';
import { SplitPanel } from './split-panel';
import { useTabCard } from './tab-card';

/** An address worth sending to; the server checks it again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Props = {
  restaurantId: number | string;
  /** Says how the share's card is asked (lib/processors.ts). */
  paymentProcessor: RestaurantData['restaurant']['payment_processor'];
  /** How a typed card is checked: the expiry read in this time zone, the postal code required with AVS. */
  timezone: string;
  avs: boolean;
  member: TabMembership;
  view: TabView;
  locale: Locale;
  tipPercents: readonly number[];
  /** The tip percentage a payer starts on (one of `tipPercents`), null for none. */
  startingTip: number | null;
  onView: (view: TabView) => void;
};

/** The table's shares: each payer picks theirs, a tip and a card, and pays; the split may change until one is paid. */
export function SharesPanel(props: Props) {
  const { view, locale } = props;
  const { t } = useTranslation();
  const [paying, setPaying] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const fmt = (dollars: number) => money(toCents(dollars), locale);
  const canChange = view.shares.every((s) => s.status === 'open');
  if (changing && canChange)
    return (
      <SplitPanel
        {...props}
        onView={(next) => {
          props.onView(next);
          setChanging(false);
        }}
      />
    );
  return (
    <Section title={t('tabs.shares.title')} id="tab-shares">
      <ul className="grid gap-3">
        {view.shares.map((share, index) => {
          const label = share.payer ?? t('tabs.split.shareN', { n: index + 1 });
          return (
            <li key={share.id} className="rounded-xl border border-line p-3" data-testid="tab-share">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{label}</span>
                <span className="tabular-nums">{fmt(share.amount)}</span>
              </div>
              <p className="text-sm text-muted">
                {share.status === 'paid'
                  ? share.paidByYou
                    ? t('tabs.shares.paidByYou')
                    : t('tabs.shares.paid')
                  : share.status === 'paying'
                    ? t('tabs.shares.beingPaid')
                    : share.amount === 0
                      ? t('tabs.shares.nothingDue')
                      : t('tabs.shares.open')}
              </p>
              {share.splitAmount !== undefined && share.amount > 0 ? (
                <p className="text-sm text-muted" data-testid="share-was">
                  {t('tabs.shares.lessAfterCancel', { amount: fmt(share.splitAmount) })}
                </p>
              ) : null}
              {/* A round cancelled since the split can leave a share nothing to pay: the server refuses to charge it. */}
              {share.status === 'open' && share.amount > 0 && paying !== share.id ? (
                <button
                  type="button"
                  className={`${secondaryButton} mt-2`}
                  aria-label={t('tabs.shares.payNamed', { name: label })}
                  onClick={() => setPaying(share.id)}
                >
                  {t('tabs.shares.pay')}
                </button>
              ) : null}
              {share.status === 'open' && paying === share.id ? (
                <ShareCheckout {...props} share={share} onDone={() => setPaying(null)} />
              ) : null}
            </li>
          );
        })}
      </ul>
      {canChange ? (
        <button type="button" className={secondaryButton} onClick={() => setChanging(true)}>
          {t('tabs.shares.change')}
        </button>
      ) : null}
    </Section>
  );
}

function ShareCheckout({
  restaurantId,
  paymentProcessor,
  timezone,
  avs,
  member,
  locale,
  tipPercents,
  startingTip,
  onView,
  share,
  onDone,
}: Props & { share: TabView['shares'][number]; onDone: () => void }) {
  const { t } = useTranslation();
  const tip = useShareTip(
    share,
    startingTip !== null && tipPercents.includes(startingTip) ? startingTip : null,
  );
  const { pick, charge } = tip;
  const [email, setEmail] = useState('');
  const [emailShown, setEmailShown] = useState(false);
  const emailOk = email.trim() === '' || EMAIL.test(email.trim());
  const card = useTabCard(
    { id: restaurantId, payment_processor: paymentProcessor, timezone, avs },
    locale,
    charge?.charge ?? null,
  );
  const pay = useMutation({
    mutationFn: (payment: Parameters<typeof payShare>[3]['payment']) =>
      payShare(restaurantId, member, share.id, {
        payment,
        tip: tipRequest(pick) ?? null,
        ...(email.trim() ? { email: email.trim() } : {}),
      }).catch((error: unknown) =>
        card.afterRefusal(error, () =>
          completeShare(restaurantId, member, share.id, email.trim() || undefined),
        ),
      ),
    onSuccess: (next) => {
      onView(next);
      onDone();
    },
  });
  const payWithCard = async () => {
    setEmailShown(true);
    if (!emailOk) return;
    const payment = await card.payment();
    if (payment) pay.mutate(payment);
  };
  const fmt = (cents: number) => money(cents, locale);
  return (
    <div className="mt-3 grid gap-3">
      <ShareTipFields tip={tip} share={share} tipPercents={tipPercents} fmt={fmt} />
      {card.fields}
      <TextField
        id={`receipt-email-${share.id}`}
        label={t('tabs.shares.receiptEmail')}
        hint={t('tabs.shares.receiptEmailHint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        error={emailShown && !emailOk ? t('tabs.shares.receiptEmailInvalid') : undefined}
      />
      <ErrorText
        error={pay.error}
        card={{ tryAgain: () => void payWithCard(), another: card.another, busy: pay.isPending }}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={!charge || pay.isPending}
          aria-busy={pay.isPending}
          onClick={payWithCard}
        >
          {pay.isPending
            ? t('tabs.shares.paying')
            : t('tabs.shares.payAmount', { amount: charge ? fmt(charge.charge) : '' })}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone} disabled={pay.isPending}>
          {t('tabs.shares.cancel')}
        </button>
      </div>
    </div>
  );
}
