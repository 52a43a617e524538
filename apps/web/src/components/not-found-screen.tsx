import { useTranslation } from 'react-i18next';

export function NotFoundScreen({ message }: { message?: string }) {
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
    </main>
  );
}
