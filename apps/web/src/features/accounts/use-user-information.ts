/**
 * The user information form's state and submission: react-hook-form with the account rules of the domain
 * (accounts/account-fields.ts, which the server applies too), through the zod resolver.
 */
import { formatPhone } from '@ordering/domain/format/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { fieldMessages, focusFirstError, rulesResolver } from '../../lib/form-rules';
import { PROFILE_KEY } from '../../lib/session/use-session';
import { toast } from '../../lib/toast';
import { editUser, type Profile } from './api';
import { accountErrors } from './field-errors';
import { serverFieldErrors } from './server-field-errors';

export interface UserInformationValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  currentPassword: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A new e-mail or a new password needs the current password, when the account has one. */
const needsCurrentPassword = (profile: Profile, values: UserInformationValues) =>
  profile.hasPassword && (!sameEmail(values.email, profile.email) || values.password !== '');

export function useUserInformation(profile: Profile, restaurantId: number | string | null) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const methods = useForm<UserInformationValues>({
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phoneNumber: profile.phoneNumber ? formatPhone(profile.phoneNumber) : '',
      password: '',
      currentPassword: '',
    },
    shouldFocusError: false,
    resolver: rulesResolver<UserInformationValues>((values) => {
      const found = accountErrors(
        { ...values, password: values.password || undefined },
        ['firstName', 'lastName', 'email'],
        i18n.language,
      );
      if (needsCurrentPassword(profile, values) && !values.currentPassword)
        found.currentPassword = t('accounts.info.currentPasswordNeeded');
      return found;
    }),
  });
  const form = useWatch({ control: methods.control }) as UserInformationValues;
  const set = (patch: Partial<UserInformationValues>) => {
    for (const [key, value] of Object.entries(patch))
      methods.setValue(key as keyof UserInformationValues, value as string);
  };

  const save = async (values: UserInformationValues) => {
    const emailChanged = !sameEmail(values.email, profile.email);
    setBusy(true);
    try {
      const updated = await editUser(
        {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          ...(emailChanged ? { email: values.email.trim() } : {}),
          phoneNumber: values.phoneNumber.trim() || null,
          ...(values.password ? { password: values.password } : {}),
          ...(needsCurrentPassword(profile, values) ? { currentPassword: values.currentPassword } : {}),
        },
        restaurantId,
      );
      queryClient.setQueryData([...PROFILE_KEY, restaurantId], updated);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      set({ password: '', currentPassword: '' });
      toast.success(t('accounts.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors(error.details) : {};
      for (const [field, message] of Object.entries(fields))
        methods.setError(field as keyof UserInformationValues, { message });
      if (Object.keys(fields).length > 0) focusFirstError(fields);
      else
        toast.error(error instanceof ApiError && error.message ? error.message : t('accounts.errors.save'));
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    set,
    errors: fieldMessages(methods.formState.errors),
    busy,
    emailChanged: !sameEmail(form.email, profile.email),
    onSubmit: methods.handleSubmit(save, focusFirstError),
  };
}
