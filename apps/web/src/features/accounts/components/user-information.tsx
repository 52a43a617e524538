import { formatPhone } from '@ordering/domain/format/phone';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/buttons';
import { Section, TextField } from '../../../components/form-fields';
import type { Profile } from '../api';
import { type UserInformationValues, useUserInformation } from '../use-user-information';
import { NameFields } from './name-fields';

type Fields = {
  form: UserInformationValues;
  set: (patch: Partial<UserInformationValues>) => void;
  errors: Record<string, string>;
};

/**
 * /profile/user-information: names, e-mail, phone, and a new password. A new e-mail or a new password needs the
 * current password when the account has one (the e-mail is where a reset link goes); the one current
 * password field moves under the e-mail while it is being changed. A social-only account has none to give: the server
 * takes its change of e-mail or password within 15 minutes of a sign-in, and the e-mail field says so.
 */
export function UserInformation({
  profile,
  restaurantId,
}: {
  profile: Profile;
  restaurantId: number | string | null;
}) {
  const { t } = useTranslation();
  const { form, set, errors, busy, emailChanged, onSubmit } = useUserInformation(profile, restaurantId);
  const fields = { form, set, errors };
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Section title={t('accounts.nav.information')} id="information">
        <NameFields {...fields} />
        <TextField
          id="email"
          type="email"
          label={t('accounts.fields.email')}
          value={form.email}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          onChange={(email) => set({ email })}
          error={errors.email}
          hint={emailChanged && !profile.hasPassword ? t('accounts.info.recentSignInForEmail') : undefined}
        />
        {emailChanged && profile.hasPassword ? (
          <CurrentPassword {...fields} hint={t('accounts.info.currentPasswordForEmail')} />
        ) : null}
        <TextField
          id="phoneNumber"
          type="tel"
          label={t('accounts.fields.phone')}
          value={form.phoneNumber}
          autoComplete="tel"
          inputMode="tel"
          maxLength={14}
          placeholder="416-555-0100"
          onChange={(phone) => set({ phoneNumber: formatPhone(phone) })}
          error={errors.phoneNumber}
        />
      </Section>
      <Section title={t('accounts.info.password')} id="password-section">
        {profile.hasPassword && !emailChanged ? <CurrentPassword {...fields} /> : null}
        <TextField
          id="password"
          type="password"
          label={t('accounts.info.newPassword')}
          value={form.password}
          autoComplete="new-password"
          maxLength={200}
          onChange={(password) => set({ password })}
          error={errors.password}
          hint={t('accounts.fields.passwordRules')}
        />
      </Section>
      <button type="submit" disabled={busy} className={primaryButton}>
        {t('accounts.save')}
      </button>
    </form>
  );
}

/** The one current password field: under the e-mail while it changes, else in the password's section. */
function CurrentPassword({ form, set, errors, hint }: Fields & { hint?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      id="currentPassword"
      type="password"
      label={t('accounts.info.currentPassword')}
      value={form.currentPassword}
      autoComplete="current-password"
      maxLength={200}
      onChange={(currentPassword) => set({ currentPassword })}
      error={errors.currentPassword}
      hint={hint}
    />
  );
}
