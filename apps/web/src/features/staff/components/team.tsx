import { STAFF_ROLES, type StaffRole } from '@ordering/domain/staff/roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { addMember, changeMember, removeMember, type StaffRestaurant, staffListQuery } from '../api';
import { dangerButton, inputClass, panel, primaryButton } from './ui';

/** The owner's list of who works here, with what role; roles held at the group are changed at the group. */
export function Team({ restaurant, myEmail }: { restaurant: StaffRestaurant; myEmail: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(staffListQuery(restaurant.id));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [busy, setBusy] = useState(false);

  const act = async (step: () => Promise<{ staff: unknown }>, done: string) => {
    setBusy(true);
    try {
      const result = await step();
      queryClient.setQueryData(staffListQuery(restaurant.id).queryKey, result.staff as never);
      toast.success(done);
      return true;
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : t('staff.errors.generic'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="mx-auto max-w-4xl space-y-4 px-4 py-4">
      <h1 className="font-display text-2xl font-semibold">{t('staff.team.title')}</h1>
      <section aria-labelledby="team-list" className={panel}>
        <h2 id="team-list" className="sr-only">
          {t('staff.team.title')}
        </h2>
        {!list.data ? (
          <p className="text-muted">{t('staff.loading')}</p>
        ) : (
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1">
                  {t('staff.team.person')}
                </th>
                <th scope="col" className="py-1">
                  {t('staff.team.role')}
                </th>
                <th scope="col" className="py-1">
                  <span className="sr-only">{t('staff.team.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((member) => {
                const who = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
                return (
                  <tr key={`${member.scope}-${member.userId}`} className="border-b border-line last:border-0">
                    <td className="py-2">
                      <span className="font-semibold">{who}</span>
                      <span className="block text-sm text-muted">{member.email}</span>
                    </td>
                    <td className="py-2">
                      {member.scope === 'group' ? (
                        <span>
                          {t(`staff.roles.${member.role}`)}{' '}
                          <span className="text-sm text-muted">({t('staff.team.atGroup')})</span>
                        </span>
                      ) : (
                        <select
                          aria-label={t('staff.team.roleOf', { name: who })}
                          value={member.role}
                          disabled={busy}
                          onChange={(e) =>
                            void act(
                              () => changeMember(restaurant.id, member.userId, e.target.value as StaffRole),
                              t('staff.team.changed', { name: who }),
                            )
                          }
                          className={`${inputClass} w-auto py-1`}
                        >
                          {STAFF_ROLES.map((r) => (
                            <option key={r} value={r}>
                              {t(`staff.roles.${r}`)}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    <td className="py-2 text-right">
                      {member.scope === 'restaurant' && member.email !== myEmail ? (
                        <button
                          type="button"
                          disabled={busy}
                          aria-label={t('staff.team.removeOf', { name: who })}
                          className={`${dangerButton} px-3 py-1.5 text-sm`}
                          onClick={() =>
                            void act(
                              () => removeMember(restaurant.id, member.userId),
                              t('staff.team.removed', { name: who }),
                            )
                          }
                        >
                          {t('staff.team.remove')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <form
        className={`${panel} flex flex-wrap items-end gap-3`}
        onSubmit={async (e) => {
          e.preventDefault();
          if (await act(() => addMember(restaurant.id, email.trim(), role), t('staff.team.added', { email })))
            setEmail('');
        }}
      >
        <h2 className="w-full text-lg font-semibold">{t('staff.team.add')}</h2>
        <label className="min-w-64 flex-1">
          <span className="block font-semibold">{t('staff.team.email')}</span>
          <input
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </label>
        <label>
          <span className="block font-semibold">{t('staff.team.role')}</span>
          <select value={role} onChange={(e) => setRole(e.target.value as StaffRole)} className={inputClass}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`staff.roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy} className={primaryButton}>
          {t('staff.team.addButton')}
        </button>
      </form>
    </main>
  );
}
