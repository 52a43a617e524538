import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffMember, staffAddRequest } from '@ordering/domain/contracts/staff';
import { STAFF_ROLES, type StaffRole } from '@ordering/domain/staff/roles';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { addMember, changeMember, removeMember, type StaffRestaurant } from '../api';
import { type TeamAct, useTeam } from '../hooks/use-team';
import { dangerButton, inputClass, panel, primaryButton } from './ui';

/** The owner's list of who works here, with what role; roles held at the group are changed at the group. */
export function Team({ restaurant, myEmail }: { restaurant: StaffRestaurant; myEmail: string }) {
  const { t } = useTranslation();
  const { members, busy, act } = useTeam(restaurant);
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-4 px-4 py-4">
      <h1 className="font-display text-2xl font-semibold">{t('staff.team.title')}</h1>
      <section aria-labelledby="team-list" className={panel}>
        <h2 id="team-list" className="sr-only">
          {t('staff.team.title')}
        </h2>
        {!members ? (
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
              {members.map((member) => (
                <MemberRow
                  key={`${member.scope}-${member.userId}`}
                  member={member}
                  restaurant={restaurant}
                  removable={member.scope === 'restaurant' && member.email !== myEmail}
                  busy={busy}
                  act={act}
                />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <AddMember restaurant={restaurant} busy={busy} act={act} />
    </main>
  );
}

function RoleOptions() {
  const { t } = useTranslation();
  return STAFF_ROLES.map((r) => (
    <option key={r} value={r}>
      {t(`staff.roles.${r}`)}
    </option>
  ));
}

/** One person: their role (changed here unless held at the group) and, unless it is the owner, a button that removes them. */
function MemberRow({
  member,
  restaurant,
  removable,
  busy,
  act,
}: {
  member: StaffMember;
  restaurant: StaffRestaurant;
  removable: boolean;
  busy: boolean;
  act: TeamAct;
}) {
  const { t } = useTranslation();
  const who = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
  return (
    <tr className="border-b border-line last:border-0">
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
            <RoleOptions />
          </select>
        )}
      </td>
      <td className="py-2 text-right">
        {removable ? (
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
}

/** Someone added by their account's e-mail, with a role: the server's own rule for it (staffAddRequest). */
function AddMember({ restaurant, busy, act }: { restaurant: StaffRestaurant; busy: boolean; act: TeamAct }) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof staffAddRequest>, unknown, z.output<typeof staffAddRequest>>({
    defaultValues: { email: '', role: 'staff' },
    resolver: zodResolver(staffAddRequest),
  });
  const add = form.handleSubmit(async ({ email, role }) => {
    const typed = form.getValues('email');
    if (await act(() => addMember(restaurant.id, email, role), t('staff.team.added', { email: typed })))
      form.resetField('email');
  });
  return (
    <form className={`${panel} flex flex-wrap items-end gap-3`} onSubmit={add}>
      <h2 className="w-full text-lg font-semibold">{t('staff.team.add')}</h2>
      <label className="min-w-64 flex-1">
        <span className="block font-semibold">{t('staff.team.email')}</span>
        <input type="email" required {...form.register('email')} className={inputClass} />
      </label>
      <label>
        <span className="block font-semibold">{t('staff.team.role')}</span>
        <select {...form.register('role')} className={inputClass}>
          <RoleOptions />
        </select>
      </label>
      <button type="submit" disabled={busy} className={primaryButton}>
        {t('staff.team.addButton')}
      </button>
      {form.formState.errors.email ? (
        <p role="alert" className="w-full font-semibold text-red-800">
          {t('staff.team.invalidEmail')}
        </p>
      ) : null}
    </form>
  );
}
