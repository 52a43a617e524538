import type { StaffMeResponse } from '@ordering/domain/contracts/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext } from 'react-router';
import { RouteFocus } from '../../components/route-focus';
import { LanguageSwitch } from '../../features/restaurant/components/language-switch';
import { isSignedOut, meQuery, signOut } from '../../features/staff/api';
import { loadStaffCatalogs } from '../../features/staff/catalog';
import { armChime } from '../../features/staff/chime';
import { StaffSignIn } from '../../features/staff/components/sign-in';
import { secondaryButton } from '../../features/staff/components/ui';
import type { Locale } from '../../lib/locale';
import { forgetUser, rememberUser } from '../../lib/session/device-session';
import { Toaster } from '../../lib/toast';

export interface StaffContext {
  me: StaffMeResponse;
  locale: Locale;
}

export const useStaffContext = () => useOutletContext<StaffContext>();

/** The staff words load with the staff screens, before the first is drawn. */
export const loader = () => loadStaffCatalogs().then(() => null);

/** /staff: the console's frame. Anonymous visitors sign in here, in place; the session is the account's. */
export function Component() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const locale: Locale = i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA';

  useEffect(() => armChime(), []);
  useEffect(() => {
    if (!me.data) document.title = t('staff.title');
  }, [me.data, t]);

  const header = (
    <header className="border-b border-line bg-surface print:hidden">
      {/* Wraps on a phone (a manager reading the production sheet there): the row was wider than the screen. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
        <span className="font-display text-lg font-semibold">{t('staff.title')}</span>
        {me.data ? <span className="min-w-0 break-all text-sm text-muted">{me.data.user.email}</span> : null}
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch available={['en-CA', 'fr-CA']} />
          {me.data ? (
            <button
              type="button"
              className={`${secondaryButton} py-1.5 text-sm`}
              onClick={async () => {
                await signOut().catch(() => undefined);
                forgetUser();
                queryClient.removeQueries({ queryKey: ['staff'] });
                await me.refetch();
              }}
            >
              {t('staff.signOut')}
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );

  let body: React.ReactNode;
  if (me.isPending) body = <p className="p-6 text-muted">{t('staff.loading')}</p>;
  else if (me.isError && isSignedOut(me.error))
    body = (
      <StaffSignIn
        onSignedIn={(userId) => {
          rememberUser(userId, false);
          void me.refetch();
        }}
      />
    );
  else if (me.isError)
    body = (
      <main id="main" className="p-6">
        <h1 className="font-display text-2xl font-semibold">{t('staff.errors.load')}</h1>
        <button type="button" className={`mt-4 ${secondaryButton}`} onClick={() => void me.refetch()}>
          {t('staff.retry')}
        </button>
      </main>
    );
  else body = <Outlet context={{ me: me.data, locale } satisfies StaffContext} />;

  return (
    <div className="min-h-screen bg-canvas text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      {header}
      <RouteFocus />
      {body}
      <Toaster />
    </div>
  );
}
