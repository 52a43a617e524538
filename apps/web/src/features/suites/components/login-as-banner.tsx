import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { clearCarts, forgetUser } from '../../../lib/session/device-session';
import { forgetLoginAs, type LoginAsRecord } from '../../../lib/session/operator-session';
import { PROFILE_KEY } from '../../../lib/session/use-session';
import { suiteLogout } from '../api';
import { suiteQuery } from '../suite-query';
import { useLoginAs } from '../use-operator';

/**
 * The login-as banner: on every screen while the operator acts for a suite owner. "Return
 * to operator" is the suite logout: the owner's session ends, the saved suite location and suite info go, and the
 * operator, still signed in, is back at the venue's events.
 */
export function LoginAsBanner({ venue }: { venue: number | string | null }) {
  const record = useLoginAs();
  if (!record) return null;
  return <Banner record={record} venue={venue ?? record.slug} />;
}

function Banner({ record, venue }: { record: LoginAsRecord; venue: number | string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const operatorQuery = 'suiteOperator=true';

  const returnToOperator = async () => {
    setBusy(true);
    try {
      await suiteLogout(venue);
    } catch {
      // The owner's session may have ended already (or the call failed): the device forgets it all the same and
      // the operator, whose own session is apart, goes back to the events.
    }
    forgetUser();
    clearCarts();
    forgetLoginAs();
    queryClient.removeQueries({ queryKey: PROFILE_KEY });
    queryClient.removeQueries({ queryKey: ['suites'] });
    setBusy(false);
    navigate(`/${record.slug}/events?${operatorQuery}`);
  };

  return (
    <section
      aria-label={t('suites.banner.label')}
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <p className="w-full font-semibold sm:w-auto sm:min-w-0 sm:flex-1">
          {t('suites.banner.text', { owner: record.ownerName, suite: record.suiteName })}
        </p>
        <Link
          to={`/${record.slug}/suite-settings?${suiteQuery({
            id: record.eventSuiteId,
            suite: { name: record.suiteName },
          })}`}
          className="text-sm font-semibold underline focus-visible:outline-2 focus-visible:outline-amber-900"
        >
          {t('suites.banner.settings')}
        </Link>
        <button
          type="button"
          onClick={() => void returnToOperator()}
          disabled={busy}
          className="rounded-full border border-amber-900 px-3 py-1.5 text-sm font-semibold hover:bg-amber-100 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-amber-900"
        >
          {busy ? t('suites.banner.returning') : t('suites.banner.returnToOperator')}
        </button>
      </div>
    </section>
  );
}
