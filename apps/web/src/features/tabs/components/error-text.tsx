import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** A refused tab call, in the words the server chose in the diner's language (or a general one without an answer). */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const text = error instanceof ApiError && error.message ? error.message : t('tabs.error.generic');
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {text}
    </p>
  );
}
