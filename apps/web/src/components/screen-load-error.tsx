import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { chunkFailure } from '../lib/chunk-load';
import { reportFailure } from '../lib/error-reports';

const MESSAGES = {
  script: 'errors.chunkScript',
  timeout: 'errors.chunkTimeout',
  stylesheet: 'errors.chunkStylesheet',
} as const;

/**
 * What a screen shows when its code, its stylesheet or anything else under it failed (router.tsx): a screen chunk
 * that did not load in 120 seconds or failed, a stylesheet chunk (its own words), or another error; then a reload.
 */
export function ScreenLoadError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const failure = chunkFailure(error);
  useEffect(() => {
    reportFailure('load', error);
  }, [error]);
  return (
    <main
      id="main"
      className="mx-auto max-w-xl px-6 py-20 text-center"
      data-screen-error={failure ?? 'other'}
    >
      <h1 className="font-display text-2xl font-semibold">
        {t(failure ? MESSAGES[failure] : 'errors.screen')}
      </h1>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('errors.reload')}
      </button>
    </main>
  );
}
