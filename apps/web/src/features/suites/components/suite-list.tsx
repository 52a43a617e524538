import { toCents } from '@ordering/domain/money/money';
import type { EventInfoResponse, EventSuiteView, OperatorProfile } from '@ordering/domain/suites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { linkClass, primaryButton } from '../../../components/buttons';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { rememberLoginAs } from '../../../lib/session/operator-session';
import { useSignedIn } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { eventInfo, loginAs } from '../api';
import { suiteQuery } from '../suite-query';
import { ErrorNote, venueTime } from './ui';

const ownerName = (s: EventSuiteView) =>
  `${s.suite_owner.first_name} ${s.suite_owner.last_name}`.trim() || s.suite_owner.email;

/**
 * The suites of an event: each with its owner, tab limit and delivery time. The
 * operator picks one and is logged in as its owner (POST /auth/login-as); the owner's session then carries the
 * operator, and the device keeps the login-as record the banner shows.
 */
export function SuiteList({
  slug,
  venue,
  eventId,
  operator,
  locale,
  search,
}: {
  slug: string;
  venue: number | string;
  eventId: string;
  operator: OperatorProfile;
  locale: Locale;
  search: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState<string | null>(null);
  const query = useQuery<EventInfoResponse>({
    queryKey: ['suites', 'event-info', venue, eventId],
    queryFn: () => eventInfo(eventId, venue),
    retry: false,
  });

  const orderFor = async (suite: EventSuiteView, event: EventInfoResponse['event']) => {
    setBusy(suite.id);
    try {
      const profile = await loginAs({ eventSuiteId: suite.id, suiteOperatorEmail: operator.email }, venue);
      signedIn(profile, { welcome: false });
      rememberLoginAs({
        eventSuiteId: suite.id,
        eventId: event.id,
        slug,
        ownerName: ownerName(suite),
        suiteName: suite.suite.name,
        operatorEmail: operator.email,
      });
      navigate(`/${slug}/suite-settings?${suiteQuery(suite)}`);
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : t('suites.errors.generic'));
      setBusy(null);
    }
  };

  const back = (
    <Link to={`/${slug}/events${search}`} className={`${linkClass} text-sm`}>
      ← {t('suites.suiteList.back')}
    </Link>
  );
  if (query.isPending) return <p className="text-muted">{t('suites.loading')}</p>;
  if (query.isError)
    return (
      <div className="grid gap-3">
        {back}
        <LoadError error={query.error} />
      </div>
    );
  const { event, suites } = query.data;
  return (
    <div className="grid gap-4">
      {back}
      <div>
        <h1 className="font-display text-3xl font-semibold">
          {t('suites.suiteList.title', { title: event.title })}
        </h1>
        <p className="mt-1 text-muted">
          {t('suites.events.startsAt', { time: venueTime(event.start_date, event.timezone, locale) })}
        </p>
        <p className="mt-1">{t('suites.suiteList.intro')}</p>
      </div>
      {suites.length === 0 ? (
        <p role="status" className="rounded-2xl border border-line bg-surface p-4">
          {t('suites.suiteList.none')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {suites.map((suite) => (
            <SuiteCard
              key={suite.id}
              suite={suite}
              timezone={event.timezone}
              locale={locale}
              busy={busy}
              onOrder={() => void orderFor(suite, event)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One suite: its owner, company, tab limit, delivery time and orders, and "order for" its owner. */
function SuiteCard({
  suite,
  timezone,
  locale,
  busy,
  onOrder,
}: {
  suite: EventSuiteView;
  timezone: string;
  locale: Locale;
  busy: string | null;
  onOrder: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface p-4">
      <h2 className="font-display text-xl font-semibold">{suite.suite.name}</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t('suites.suiteList.owner')}</dt>
        <dd>{ownerName(suite)}</dd>
        {suite.suite_owner.company_name ? (
          <>
            <dt className="font-semibold">{t('suites.suiteList.company')}</dt>
            <dd>{suite.suite_owner.company_name}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('suites.suiteList.tabLimit')}</dt>
        <dd>
          {suite.tab_limit === null
            ? t('suites.suiteList.none_value')
            : money(toCents(suite.tab_limit), locale)}
        </dd>
        <dt className="font-semibold">{t('suites.suiteList.deliveryTime')}</dt>
        <dd>
          {suite.pre_order_delivery_time
            ? venueTime(suite.pre_order_delivery_time, timezone, locale, false)
            : t('suites.suiteList.none_value')}
        </dd>
        <dt className="font-semibold">{t('suites.suiteList.orders')}</dt>
        <dd>{suite.orders_count}</dd>
      </dl>
      <button
        type="button"
        disabled={busy !== null}
        aria-busy={busy === suite.id}
        onClick={onOrder}
        className={`${primaryButton} mt-4`}
      >
        {busy === suite.id
          ? t('suites.suiteList.loggingIn')
          : t('suites.suiteList.orderFor', { owner: ownerName(suite) })}
        <span className="sr-only"> — {suite.suite.name}</span>
      </button>
    </li>
  );
}

/** An event gone (404) is said as a status; any other failure as an error. */
function LoadError({ error }: { error: Error }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404)
    return (
      <p role="status" className="rounded-2xl border border-line bg-surface p-4">
        {error.message}
      </p>
    );
  return (
    <ErrorNote>
      {error instanceof ApiError && error.message ? error.message : t('suites.events.failed')}
    </ErrorNote>
  );
}
