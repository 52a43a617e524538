import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

// ui.ts's card and button, written here: the sign-in gate (k12-gate.tsx) loads this without the week's helpers.
const card = 'rounded-2xl border border-line bg-surface p-4';
const button =
  'rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand';

/** The program requires login (k12_requires_login): the way to /login, coming back here with the same query. */
export function LoginPrompt({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = new URLSearchParams(params);
  query.set('restaurant', slug);
  return (
    <section className={`${card} mx-4 my-6 max-w-xl sm:mx-auto`}>
      <h2 className="text-lg font-bold">{t('k12.loginTitle')}</h2>
      <p className="mt-2 text-muted">{t('k12.loginRequired')}</p>
      <Link className={`${button} mt-4 inline-block`} to={`/login?${query.toString()}`}>
        {t('k12.login')}
      </Link>
    </section>
  );
}
