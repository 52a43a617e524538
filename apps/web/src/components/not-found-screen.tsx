import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A page that does not exist (the server answers it with HTTP 404): what happened, and a way back, to the
 * restaurant's menu when the restaurant is known, else to the cafeteria search.
 */
export function NotFoundScreen({ message, menuOf }: { message?: string; menuOf?: string }) {
  const { t } = useTranslation();
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
      <Link
        to={menuOf ? `/${menuOf}` : '/cantine'}
        className="mt-6 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {menuOf ? t('notFound.menu') : t('notFound.search')}
      </Link>
    </main>
  );
}
