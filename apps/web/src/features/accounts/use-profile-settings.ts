/**
 * The profile settings' saves: each setting is sent on its own, said in a toast, and a refusal shown on its field.
 * The default tip is checked first with the rule the server applies (the domain's `defaultTipPercent`), through
 * react-hook-form and the zod resolver.
 */
import { defaultTipPercent } from '@ordering/domain/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { fieldMessages, rulesResolver } from '../../lib/form-rules';
import type { Locale } from '../../lib/locale';
import { PROFILE_KEY } from '../../lib/session/use-session';
import { toast } from '../../lib/toast';
import { showIn } from './account-language';
import { addSubsidyCode, deleteSubsidyCode, editUser, type Profile } from './api';

export interface SettingsValues {
  defaultTip: string;
  promoCode: string;
  subsidyCode: string;
}

/** The typed tip as the account keeps it: a percent, or none when left empty. */
const tipOf = (typed: string) => (typed.trim() === '' ? null : Number(typed));

export function useProfileSettings(profile: Profile, restaurantId: number | string | null) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const methods = useForm<SettingsValues>({
    defaultValues: {
      defaultTip: profile.defaultTip === null ? '' : String(profile.defaultTip),
      promoCode: profile.promoCode ?? '',
      subsidyCode: '',
    },
    shouldFocusError: false,
    resolver: rulesResolver<SettingsValues>(({ defaultTip }): Record<string, string> => {
      const tip = tipOf(defaultTip);
      return tip !== null && !defaultTipPercent.safeParse(tip).success
        ? { defaultTip: t('accounts.settings.tipInvalid') }
        : {};
    }),
  });
  const values = useWatch({ control: methods.control }) as SettingsValues;
  const set = (field: keyof SettingsValues, value: string) => methods.setValue(field, value);
  const refusal = (error: unknown) =>
    error instanceof ApiError && error.message ? error.message : t('accounts.errors.save');

  const run = async (field: string, action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setServerErrors({});
    methods.clearErrors();
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      toast.success(done);
    } catch (error) {
      setServerErrors({ [field]: refusal(error) });
      document.getElementById(field)?.focus();
    } finally {
      setBusy(false);
    }
  };

  const saveTip = async () => {
    setServerErrors({});
    if (!(await methods.trigger('defaultTip'))) return;
    const defaultTip = tipOf(methods.getValues('defaultTip'));
    await run('defaultTip', () => editUser({ defaultTip }, restaurantId), t('accounts.saved'));
  };

  const savePromo = () => {
    const promoCode = methods.getValues('promoCode').trim() || null;
    return run('promoCode', () => editUser({ promoCode }, restaurantId), t('accounts.saved'));
  };

  const addSubsidy = (id: number | string) =>
    run(
      'subsidyCode',
      () => addSubsidyCode(methods.getValues('subsidyCode').trim(), id),
      t('accounts.settings.subsidyAdded'),
    );

  const removeSubsidy = (id: number | string) =>
    run('subsidyCode', () => deleteSubsidyCode(id), t('accounts.settings.subsidyRemoved'));

  // The account's language: saved, then the screens switch to it (and "Saved." is said in it).
  const saveLanguage = async (locale: Locale) => {
    setBusy(true);
    setServerErrors({});
    methods.clearErrors();
    try {
      const updated = await editUser({ locale }, restaurantId);
      queryClient.setQueriesData<Profile>({ queryKey: PROFILE_KEY }, (old) =>
        old ? { ...old, locale: updated.locale } : old,
      );
      await showIn(i18n, updated.locale);
      toast.success(i18n.t('accounts.saved'));
    } catch (error) {
      setServerErrors({ locale: refusal(error) });
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    set,
    errors: { ...serverErrors, ...fieldMessages(methods.formState.errors) },
    busy,
    saveTip,
    savePromo,
    addSubsidy,
    removeSubsidy,
    saveLanguage,
  };
}

export type ProfileSettingsState = ReturnType<typeof useProfileSettings>;
