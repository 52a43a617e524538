import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PausedNotice } from '../../../components/paused-notice';

/** What the menu says before its items: orders paused, a menu only to browse, or no way of ordering chosen yet. */
export function MenuNotices({
  slug,
  paused,
  viewOnly,
  noMode,
}: {
  slug: string;
  paused: boolean;
  viewOnly: boolean;
  noMode: boolean;
}) {
  const { t } = useTranslation();
  const link = 'font-semibold text-brand underline';
  return (
    <>
      {paused ? (
        <p role="status" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <PausedNotice />
        </p>
      ) : null}
      {viewOnly ? (
        <p role="status" className="mt-4 rounded-2xl border border-line bg-surface p-4">
          {t('menu.viewOnly')}{' '}
          <Link className={link} to={`/${slug}?takeout=true`}>
            {t('menu.viewOnlyLink')}
          </Link>
        </p>
      ) : null}
      {noMode ? (
        <p role="status" className="mt-4 rounded-2xl border border-line bg-surface p-4">
          {t('cart.chooseMode')}{' '}
          <Link className={link} to={`/${slug}/landing`}>
            {t('cart.atTable')}
          </Link>{' '}
          ·{' '}
          <Link className={link} to={`/${slug}?takeout=true`}>
            {t('cart.takeout')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
