import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { readLastRestaurant } from '../lib/last-restaurant';

const action =
  'mt-6 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * A page that does not exist (the server answers it with HTTP 404): what happened, and a way back that fits where the
 * diner came from: the restaurant of the address when it is one, else the one its `restaurant` parameter names, else
 * the one this device showed last; with none known, back to the page before. Never another brand's page.
 */
export function NotFoundScreen({
  message,
  menuOf,
  name,
}: {
  message?: string;
  menuOf?: string;
  /** The restaurant's name, when `menuOf` is given and its data is loaded. */
  name?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [last] = useState(readLastRestaurant);
  const slug = menuOf ?? params.get('restaurant') ?? last?.slug ?? null;
  const shownName = menuOf ? name : slug === last?.slug ? last?.name : undefined;
  const [hasHistory] = useState(() => typeof window !== 'undefined' && window.history.length > 1);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center"
    >
      <p className="text-6xl font-bold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-muted">{message || t('notFound.body')}</p>
      {slug ? (
        <Link to={`/${slug}`} className={action}>
          {shownName ? t('notFound.menuOf', { name: shownName }) : t('notFound.menu')}
        </Link>
      ) : hasHistory ? (
        <button type="button" onClick={() => navigate(-1)} className={action}>
          {t('notFound.back')}
        </button>
      ) : null}
    </main>
  );
}
