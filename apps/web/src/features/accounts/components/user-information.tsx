import { formatPhone } from '@ordering/domain/format/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/buttons';
import { Section, TextField } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { PROFILE_KEY } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { editUser, type Profile } from '../api';
import { accountErrors } from '../field-errors';
import { serverFieldErrors } from '../server-field-errors';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.phoneNumber ? formatPhone(profile.phoneNumber) : '',
    password: '',
    currentPassword: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const emailChanged = !sameEmail(form.email, profile.email);
  const needsCurrent = profile.hasPassword && (emailChanged || form.password !== '');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = accountErrors(
      {
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        phoneNumber: form.phoneNumber,
        ...(form.password ? { password: form.password } : {}),
      },
      ['firstName', 'lastName', 'email'],
      i18n.language,
    );
    if (needsCurrent && !form.currentPassword) {
      found.currentPassword = t('accounts.info.currentPasswordNeeded');
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(first)?.focus();
    setBusy(true);
    try {
      const updated = await editUser(
        {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          ...(emailChanged ? { email: form.email.trim() } : {}),
          phoneNumber: form.phoneNumber.trim() || null,
          ...(form.password ? { password: form.password } : {}),
          ...(needsCurrent ? { currentPassword: form.currentPassword } : {}),
        },
        restaurantId,
      );
      queryClient.setQueryData([...PROFILE_KEY, restaurantId], updated);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      set({ password: '', currentPassword: '' });
      toast.success(t('accounts.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors(error.details) : {};
      setErrors(fields);
      const firstField = Object.keys(fields)[0];
      if (firstField) document.getElementById(firstField)?.focus();
      else
        toast.error(error instanceof ApiError && error.message ? error.message : t('accounts.errors.save'));
    } finally {
      setBusy(false);
    }
  };

  const currentPasswordField = (hint?: string) => (
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

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Section title={t('accounts.nav.information')} id="information">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="firstName"
            label={t('accounts.fields.firstName')}
            value={form.firstName}
            autoComplete="given-name"
            maxLength={100}
            onChange={(firstName) => set({ firstName })}
            error={errors.firstName}
          />
          <TextField
            id="lastName"
            label={t('accounts.fields.lastName')}
            value={form.lastName}
            autoComplete="family-name"
            maxLength={100}
            onChange={(lastName) => set({ lastName })}
            error={errors.lastName}
          />
        </div>
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
        {emailChanged && profile.hasPassword
          ? currentPasswordField(t('accounts.info.currentPasswordForEmail'))
          : null}
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
        {profile.hasPassword && !emailChanged ? currentPasswordField() : null}
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
