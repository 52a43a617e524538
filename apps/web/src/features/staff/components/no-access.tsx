import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffRestaurant } from '../api';
import { focusRing } from './ui';

/**
 * A console screen the staff member's role does not open (the server refuses its calls too), reached by its address:
 * they do work at this restaurant, so the screen says their role leaves this page out, and leads to the pages every
 * role opens.
 */
export function NoAccess({ restaurant }: { restaurant: StaffRestaurant }) {
  const { t } = useTranslation();
  const base = `/staff/${restaurant.id}`;
  const pages = [
    { to: base, key: 'board' },
    { to: `${base}/menu`, key: 'menu' },
    { to: `${base}/reports`, key: 'reports' },
  ];
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-3 px-4 py-6">
      <h1 className="font-display text-2xl font-semibold">{t('staff.roleNoAccess.title')}</h1>
      <p>
        {t('staff.roleNoAccess.role', {
          restaurant: restaurant.name,
          role: t(`staff.roles.${restaurant.role}`),
        })}
      </p>
      <nav aria-labelledby="role-pages">
        <h2 id="role-pages" className="font-semibold">
          {t('staff.roleNoAccess.pages')}
        </h2>
        <ul className="mt-1 flex flex-wrap gap-2">
          {pages.map((page) => (
            <li key={page.key}>
              <Link
                to={page.to}
                className={`inline-block rounded-lg border border-line bg-surface px-3 py-2 font-semibold text-brand underline ${focusRing}`}
              >
                {t(`staff.nav.${page.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
