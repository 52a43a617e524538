import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass, secondaryButton } from '../../../components/buttons';
import { Section, TextField } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { LOCALES, type Locale } from '../../../lib/locale';
import { useLogout } from '../../../lib/session/use-logout';
import { PROFILE_KEY } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { showIn } from '../account-language';
import { addSubsidyCode, deleteSubsidyCode, editUser, type Profile } from '../api';
import { WelcomeBanner } from './welcome-banner';

const BRAND = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', unknown: '' } as const;
/** Each language named in itself, as the header's switch does. */
const LANGUAGE_NAMES: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

export interface SettingsProps {
  profile: Profile;
  restaurantId: number | string | null;
  /** The restaurant's support e-mail (order_options.support_email), when known. */
  supportEmail: string | null;
  /** The query every link keeps. */
  search: string;
  onLoggedOut: () => void;
  /** Right when the diner logs out, whatever the server answers: what other features keep of them on the device. */
  onLogout?: () => void;
  /** A school program (K-12): the settings link to the student profiles. */
  schoolProgram?: boolean;
}

/** /profile: default tip, payment method, promo code, subsidy code, links, support e-mail and logout. */
export function ProfileSettings({
  profile,
  restaurantId,
  supportEmail,
  search,
  onLoggedOut,
  onLogout,
  schoolProgram = false,
}: SettingsProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [tip, setTip] = useState(profile.defaultTip === null ? '' : String(profile.defaultTip));
  const [promo, setPromo] = useState(profile.promoCode ?? '');
  const [subsidy, setSubsidy] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
  const run = async (field: string, action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setErrors({});
    try {
      await action();
      await refresh();
      toast.success(done);
    } catch (error) {
      setErrors({
        [field]: error instanceof ApiError && error.message ? error.message : t('accounts.errors.save'),
      });
      document.getElementById(field)?.focus();
    } finally {
      setBusy(false);
    }
  };

  const saveTip = () => {
    const value = tip.trim() === '' ? null : Number(tip);
    if (value !== null && (!Number.isInteger(value) || value < 0 || value > 100)) {
      setErrors({ defaultTip: t('accounts.settings.tipInvalid') });
      return;
    }
    void run('defaultTip', () => editUser({ defaultTip: value }, restaurantId), t('accounts.saved'));
  };

  // The account's language: saved, then the screens switch to it (and "Saved." is said in it).
  const saveLanguage = async (locale: Locale) => {
    setBusy(true);
    setErrors({});
    try {
      const updated = await editUser({ locale }, restaurantId);
      queryClient.setQueriesData<Profile>({ queryKey: PROFILE_KEY }, (old) =>
        old ? { ...old, locale: updated.locale } : old,
      );
      await showIn(i18n, updated.locale);
      toast.success(i18n.t('accounts.saved'));
    } catch (error) {
      setErrors({
        locale: error instanceof ApiError && error.message ? error.message : t('accounts.errors.save'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      <WelcomeBanner firstName={profile.firstName} />
      <AccountLinks profile={profile} search={search} schoolProgram={schoolProgram} />
      <DefaultCard profile={profile} search={search} />
      <Section title={t('accounts.settings.preferences')} id="preferences">
        <fieldset aria-describedby={errors.locale ? 'locale-hint locale-error' : 'locale-hint'}>
          <legend className="text-sm font-semibold">{t('accounts.settings.language')}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {LOCALES.map((locale) => (
              <label
                key={locale}
                lang={locale}
                className={`cursor-pointer rounded-full border px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
                  profile.locale === locale
                    ? 'border-brand bg-brand text-brand-contrast'
                    : 'border-line bg-canvas'
                }`}
              >
                <input
                  type="radio"
                  name="locale"
                  value={locale}
                  checked={profile.locale === locale}
                  disabled={busy}
                  onChange={() => void saveLanguage(locale)}
                  className="sr-only"
                />
                {LANGUAGE_NAMES[locale]}
              </label>
            ))}
          </div>
          <p id="locale-hint" className="mt-1 text-xs text-muted">
            {t('accounts.settings.languageHint')}
          </p>
          {errors.locale ? (
            <p id="locale-error" className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
              {errors.locale}
            </p>
          ) : null}
        </fieldset>
        <div className="flex items-end gap-2">
          <div className="grow">
            <TextField
              id="defaultTip"
              label={t('accounts.settings.defaultTip')}
              value={tip}
              inputMode="numeric"
              maxLength={3}
              onChange={(v) => setTip(v.replace(/\D/g, ''))}
              error={errors.defaultTip}
              hint={t('accounts.settings.defaultTipHint')}
            />
          </div>
          <button type="button" disabled={busy} onClick={saveTip} className={`${secondaryButton} mb-6`}>
            {t('accounts.save')}
          </button>
        </div>
        <div className="flex items-end gap-2">
          <div className="grow">
            <TextField
              id="promoCode"
              label={t('accounts.settings.promoCode')}
              value={promo}
              maxLength={50}
              onChange={setPromo}
              error={errors.promoCode}
            />
          </div>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(
                'promoCode',
                () => editUser({ promoCode: promo.trim() || null }, restaurantId),
                t('accounts.saved'),
              )
            }
            className={secondaryButton}
          >
            {t('accounts.save')}
          </button>
        </div>
        {restaurantId !== null ? (
          profile.subsidyCode ? (
            <div className="flex items-center gap-2">
              <p className="grow">{t('accounts.settings.subsidyApplied', { code: profile.subsidyCode })}</p>
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void run(
                    'subsidyCode',
                    () => deleteSubsidyCode(restaurantId),
                    t('accounts.settings.subsidyRemoved'),
                  )
                }
                className={secondaryButton}
              >
                {t('accounts.remove')}
              </button>
            </div>
          ) : (
            <div className="flex items-end gap-2">
              <div className="grow">
                <TextField
                  id="subsidyCode"
                  label={t('accounts.settings.subsidyCode')}
                  value={subsidy}
                  maxLength={50}
                  onChange={setSubsidy}
                  error={errors.subsidyCode}
                />
              </div>
              <button
                type="button"
                disabled={busy || subsidy.trim() === ''}
                onClick={() =>
                  void run(
                    'subsidyCode',
                    () => addSubsidyCode(subsidy.trim(), restaurantId),
                    t('accounts.settings.subsidyAdded'),
                  )
                }
                className={`${secondaryButton} ${errors.subsidyCode ? 'mb-7' : ''}`}
              >
                {t('accounts.apply')}
              </button>
            </div>
          )
        ) : null}
      </Section>

      <HelpAndLogout
        supportEmail={supportEmail}
        onLoggedOut={onLoggedOut}
        {...(onLogout ? { onLogout } : {})}
      />
    </div>
  );
}

/** Who is signed in, and the links to the account's other screens. */
function AccountLinks({
  profile,
  search,
  schoolProgram,
}: {
  profile: Profile;
  search: string;
  schoolProgram: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('accounts.settings.account')} id="account">
      {/* A long name or e-mail wraps inside the card rather than widening the page. */}
      <p className="min-w-0 wrap-anywhere">
        <span className="font-semibold">
          {profile.firstName} {profile.lastName}
        </span>
        <span className="block text-muted">{profile.email}</span>
      </p>
      <nav aria-label={t('accounts.settings.links')}>
        <ul className="grid gap-2">
          <li>
            <Link to={`/profile/user-information${search}`} className={linkClass}>
              {t('accounts.nav.information')}
            </Link>
          </li>
          <li>
            <Link to={`/profile/user-payment-methods${search}`} className={linkClass}>
              {t('accounts.nav.cards')}
            </Link>
          </li>
          <li>
            <Link to={`/profile/receipts${search}`} className={linkClass}>
              {t('accounts.nav.receipts')}
            </Link>
          </li>
          {schoolProgram && (
            <li>
              <Link to={`/profile/students${search}`} className={linkClass}>
                {t('students.nav')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </Section>
  );
}

/** The default card (the first when none is marked), and where to manage the cards. */
function DefaultCard({ profile, search }: { profile: Profile; search: string }) {
  const { t } = useTranslation();
  const card = profile.paymentMethods.find((c) => c.isDefault) ?? profile.paymentMethods[0];
  return (
    <Section title={t('accounts.settings.payment')} id="payment">
      <p>
        {card
          ? t('accounts.cards.summary', {
              brand: BRAND[card.brand] || t('accounts.cards.card'),
              last4: card.last4,
              expiry: card.expiry,
            })
          : t('accounts.settings.noCard')}
      </p>
      <Link to={`/profile/user-payment-methods${search}`} className={linkClass}>
        {card ? t('accounts.settings.manageCards') : t('accounts.cards.add')}
      </Link>
    </Section>
  );
}

/** The restaurant's support address and Log out. */
function HelpAndLogout({
  supportEmail,
  onLoggedOut,
  onLogout,
}: Pick<SettingsProps, 'supportEmail' | 'onLoggedOut' | 'onLogout'>) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Section title={t('accounts.settings.help')} id="help">
      {supportEmail ? (
        <p>
          {t('accounts.settings.support')}{' '}
          <a href={`mailto:${supportEmail}`} className={linkClass}>
            {supportEmail}
          </a>
        </p>
      ) : null}
      <button
        type="button"
        disabled={logout.isPending}
        onClick={() => {
          onLogout?.();
          logout.mutate(undefined, { onSuccess: onLoggedOut });
        }}
        className={`${secondaryButton} justify-self-start`}
      >
        {t('accounts.logout')}
      </button>
    </Section>
  );
}
