import type { TabView } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import { tipPercentsOffered } from '@ordering/domain/pricing/tip';
import { shareStartingTip } from '@ordering/domain/tabs/split';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass, primaryButton, secondaryButton } from '../../../components/buttons';
import { Section } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { useSession } from '../../../lib/session/use-session';
import { addCard, closeTab, completeCard, decideMember, tabQueryKey, tabQueryOptions } from '../api';
import { namedIn } from '../bill-names';
import { forgetTabMembership, type TabMembership, useTabMembership } from '../tab-storage';
import { useFollowedTable } from '../use-followed-table';
import { BillLines } from './bill-lines';
import { ErrorText } from './error-text';
import { Receipts } from './receipts';
import { SharesPanel } from './shares-panel';
import { SplitPanel } from './split-panel';
import { useTabCard } from './tab-card';
import { TabStart } from './tab-start';
import { TableMembers, TabSummary } from './tab-summary';

/**
 * The table's bill on the diner's phone (`/:slug/tab`): open or join the table's tab, let others in, see every round
 * with who ordered it against the hold, split the bill, pay one's share with a tip, and the receipt.
 */
export function TabScreen({ data, locale, table }: { data: RestaurantData; locale: Locale; table: string }) {
  const { t } = useTranslation();
  const r = data.restaurant;
  const member = useTabMembership(r.slug);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 pb-24 pt-4">
      <Link to={`/${r.slug}${table ? `?tableNum=${encodeURIComponent(table)}` : ''}`} className={linkClass}>
        ← {t('tabs.backToMenu')}
      </Link>
      {!r.allow_open_tab ? (
        <>
          <h1 className="mt-2 font-display text-3xl font-semibold">{t('tabs.title')}</h1>
          <p role="status" className="mt-4 rounded-2xl border border-line bg-surface p-4">
            {t('tabs.off')}
          </p>
        </>
      ) : member ? (
        <MemberTab data={data} locale={locale} member={member} />
      ) : (
        <>
          <h1 className="mt-2 font-display text-3xl font-semibold">{t('tabs.title')}</h1>
          <div className="mt-4">
            <TabStart data={data} locale={locale} table={table} />
          </div>
        </>
      )}
    </main>
  );
}

/** The device is on a tab: waiting to be let in, the bill, or why it is gone. */
function MemberTab({
  data,
  locale,
  member,
}: {
  data: RestaurantData;
  locale: Locale;
  member: TabMembership;
}) {
  const { t } = useTranslation();
  const r = data.restaurant;
  const query = useQuery(tabQueryOptions(r.id, member));
  const status = query.error instanceof ApiError ? query.error.status : null;
  const leave = () => forgetTabMembership(r.slug);

  if (query.data) return <TabBill data={data} locale={locale} member={member} view={query.data} />;
  return (
    <>
      <h1 className="mt-2 font-display text-3xl font-semibold">
        {t('tabs.tableTitle', { table: member.table })}
      </h1>
      {query.isPending ? (
        <p role="status" className="mt-4 text-muted">
          {t('tabs.loading')}
        </p>
      ) : status === 403 ? (
        <p role="status" className="mt-4 rounded-2xl border border-line bg-surface p-4">
          {t('tabs.waitingForOpener', { name: member.name })}
        </p>
      ) : status === 404 ? (
        <p role="alert" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {t('tabs.gone')}
        </p>
      ) : (
        <ErrorText error={query.error} />
      )}
      {query.isPending ? null : (
        <button type="button" className={`${secondaryButton} mt-4`} onClick={leave}>
          {status === 403 ? t('tabs.cancelJoin') : t('tabs.startAgain')}
        </button>
      )}
    </>
  );
}

function TabBill({
  data,
  locale,
  member,
  view,
}: {
  data: RestaurantData;
  locale: Locale;
  member: TabMembership;
  view: TabView;
}) {
  const { t } = useTranslation();
  const r = data.restaurant;
  const queryClient = useQueryClient();
  const show = (next: TabView) => queryClient.setQueryData(tabQueryKey(member), next);
  const opener = view.you.role === 'opener';
  const closed = view.status !== 'open';
  // The lines in the reader's language, as the menu names its items; calls still answer with the server's view.
  const index = useMemo(() => buildMenuIndex(data), [data]);
  const named = useMemo(() => namedIn(view, index, menuLocale(locale)), [view, index, locale]);
  const movedFrom = useFollowedTable(r.slug, member, view.table);
  // A signed-in payer's own default tip is offered and chosen to start with, as at the checkout.
  const dinerTip = useSession(r.id).profile?.defaultTip ?? null;

  return (
    <>
      <h1 className="mt-2 font-display text-3xl font-semibold">
        {t('tabs.tableTitle', { table: view.table })}
      </h1>
      {movedFrom ? (
        <p
          role="status"
          className="mt-4 rounded-2xl border-2 border-brand bg-surface p-4"
          data-testid="tab-moved"
        >
          {t('tabs.moved', { table: view.table })}
        </p>
      ) : null}
      <TabSummary view={view} locale={locale} />

      {closed ? null : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Link to={`/${r.slug}?tableNum=${encodeURIComponent(view.table)}`} className={primaryButton}>
            {t('tabs.orderRound')}
          </Link>
        </div>
      )}

      <div className="mt-4 grid gap-4">
        {opener && !closed ? <JoinRequests r={r} member={member} view={view} onView={show} /> : null}
        <TableMembers view={view} />
        <BillLines view={named} locale={locale} />
        {view.lines.length === 0 || closed ? null : view.shares.length === 0 ? (
          <SplitPanel restaurantId={r.id} member={member} view={named} locale={locale} onView={show} />
        ) : (
          <SharesPanel
            restaurantId={r.id}
            paymentProcessor={r.payment_processor}
            timezone={r.timezone}
            avs={r.avs}
            member={member}
            view={named}
            locale={locale}
            // As the checkout offers them: the restaurant's own percentages with the payer's default among them; none (no
            // tip, or an amount typed) where the restaurant sets none.
            tipPercents={tipPercentsOffered(data, dinerTip)}
            startingTip={shareStartingTip(data, dinerTip)?.percentageValue ?? null}
            onView={show}
          />
        )}
        <Receipts view={named} locale={locale} />
        {closed ? null : <TabActions r={r} member={member} view={view} locale={locale} onView={show} />}
        {closed ? (
          <button type="button" className={secondaryButton} onClick={() => forgetTabMembership(r.slug)}>
            {t('tabs.startAgain')}
          </button>
        ) : null}
      </div>
    </>
  );
}

/** The opener lets in, or refuses, whoever asks to join from the table. */
function JoinRequests({
  r,
  member,
  view,
  onView,
}: {
  r: RestaurantData['restaurant'];
  member: TabMembership;
  view: TabView;
  onView: (view: TabView) => void;
}) {
  const { t } = useTranslation();
  const decide = useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) => decideMember(r.id, member, id, accept),
    onSuccess: onView,
  });
  const pending = view.members.filter((m) => m.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Section title={t('tabs.requests')} id="tab-requests">
      <ul className="grid gap-3" aria-live="polite">
        {pending.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{t('tabs.asksToJoin', { name: m.name })}</span>
            <span className="flex gap-2">
              <button
                type="button"
                className={primaryButton}
                disabled={decide.isPending}
                aria-label={t('tabs.letInNamed', { name: m.name })}
                onClick={() => decide.mutate({ id: m.id, accept: true })}
              >
                {t('tabs.letIn')}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={decide.isPending}
                aria-label={t('tabs.refuseNamed', { name: m.name })}
                onClick={() => decide.mutate({ id: m.id, accept: false })}
              >
                {t('tabs.refuse')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <ErrorText error={decide.error} />
    </Section>
  );
}

/** Another card when the hold cannot be raised (any member may add one), and, for the opener, closing the tab. */
function TabActions({
  r,
  member,
  view,
  locale,
  onView,
}: {
  r: RestaurantData['restaurant'];
  member: TabMembership;
  view: TabView;
  locale: Locale;
  onView: (view: TabView) => void;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const card = useTabCard(r, locale, toCents(r.open_tab.hold));
  const add = useMutation({
    mutationFn: (payment: Parameters<typeof addCard>[2]) =>
      addCard(r.id, member, payment).catch((error: unknown) =>
        card.afterRefusal(error, (c) => completeCard(r.id, member, c.pendingId ?? '')),
      ),
    onSuccess: (next) => {
      onView(next);
      setAdding(false);
      card.reset();
    },
  });
  const hold = async () => {
    const payment = await card.payment();
    if (payment) add.mutate(payment);
  };
  const fmt = (dollars: number) => money(toCents(dollars), locale);
  return (
    <Section title={t('tabs.cardsTitle')} id="tab-cards">
      {adding ? (
        <>
          <p className="text-sm text-muted">{t('tabs.addCardHint', { hold: fmt(r.open_tab.hold) })}</p>
          {card.fields}
          <ErrorText
            error={add.error}
            card={{ tryAgain: () => void hold(), another: card.another, busy: add.isPending }}
          />
          <button type="button" className={primaryButton} disabled={add.isPending} onClick={hold}>
            {t('tabs.addCard')}
          </button>
        </>
      ) : (
        <button type="button" className={secondaryButton} onClick={() => setAdding(true)}>
          {t('tabs.addCardOpen')}
        </button>
      )}
      {view.you.role === 'opener' ? <CloseTab r={r} member={member} view={view} locale={locale} /> : null}
    </Section>
  );
}

/**
 * The opener closes the tab on its holds. What nobody paid goes on the cards held (the opener's first): asked once more
 * before, never on a single tap; with everything paid, closing only releases the holds.
 */
function CloseTab({
  r,
  member,
  view,
  locale,
}: {
  r: RestaurantData['restaurant'];
  member: TabMembership;
  view: TabView;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const close = useMutation({ mutationFn: () => closeTab(r.id, member) });
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const closeNow = () =>
    close.mutate(undefined, {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: tabQueryKey(member) }),
    });
  const fmt = (dollars: number) => money(toCents(dollars), locale);
  return close.data ? (
    <p role="status" className="rounded-xl border border-line bg-canvas p-3 text-sm">
      {t('tabs.closed', { captured: fmt(close.data.captured), released: fmt(close.data.released) })}
    </p>
  ) : (
    <>
      <p className="text-sm text-muted">
        {view.remaining > 0
          ? t('tabs.closeHintRemaining', { remaining: fmt(view.remaining) })
          : t('tabs.closeHintPaid')}
      </p>
      <ErrorText error={close.error} />
      {confirming ? (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('tabs.close')}</legend>
          <p className="text-sm font-semibold">
            {t('tabs.closeConfirm', { remaining: fmt(view.remaining) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={primaryButton} disabled={close.isPending} onClick={closeNow}>
              {t('tabs.closeYes')}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={close.isPending}
              onClick={() => setConfirming(false)}
            >
              {t('tabs.closeNotYet')}
            </button>
          </div>
        </fieldset>
      ) : (
        <button
          type="button"
          className={secondaryButton}
          disabled={close.isPending}
          // What nobody paid goes on the opener's card: asked once more before, never on a single tap.
          onClick={() => (view.remaining > 0 ? setConfirming(true) : closeNow())}
        >
          {t('tabs.close')}
        </button>
      )}
    </>
  );
}
