import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { focusRing } from '../../features/staff/components/ui';
import { useStaffContext } from './staff';

/** /staff: the restaurants where the account holds a role; straight to the board when there is one. */
export function Component() {
  const { t } = useTranslation();
  const { me } = useStaffContext();
  const navigate = useNavigate();
  const only = me.restaurants.length === 1 ? me.restaurants[0] : undefined;

  useEffect(() => {
    if (only) navigate(`/staff/${only.id}`, { replace: true });
  }, [only, navigate]);

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="font-display text-3xl font-semibold">{t('staff.picker.title')}</h1>
      {me.restaurants.length === 0 ? (
        <p className="mt-4 text-muted">{t('staff.picker.none')}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {me.restaurants.map((r) => (
            <li key={r.id}>
              <Link
                to={`/staff/${r.id}`}
                className={`flex items-center justify-between rounded-xl border border-line bg-surface p-4 text-lg font-semibold hover:bg-canvas ${focusRing}`}
              >
                <span>{r.name}</span>
                <span className="text-sm font-normal text-muted">{t(`staff.roles.${r.role}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
