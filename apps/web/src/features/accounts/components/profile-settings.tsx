import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass, secondaryButton } from '../../../components/buttons';
import { Section, TextField } from '../../../components/form-fields';
import { LOCALES, type Locale } from '../../../lib/locale';
import { useLogout } from '../../../lib/session/use-logout';
import type { Profile } from '../api';
import { type ProfileSettingsState, useProfileSettings } from '../use-profile-settings';
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
  const { t } = useTranslation();
  const settings = useProfileSettings(profile, restaurantId);
  return (
    <div className="grid gap-4">
      <WelcomeBanner firstName={profile.firstName} />
      <AccountLinks profile={profile} search={search} schoolProgram={schoolProgram} />
      <DefaultCard profile={profile} search={search} />
      <Section title={t('accounts.settings.preferences')} id="preferences">
        <LanguageChoice profile={profile} settings={settings} />
        <TipSetting settings={settings} />
        <SavedField
          id="promoCode"
          label={t('accounts.settings.promoCode')}
          settings={settings}
          onSave={() => void settings.savePromo()}
        />
        {restaurantId !== null ? (
          <SubsidySetting profile={profile} restaurantId={restaurantId} settings={settings} />
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

/** The account's language, each named in itself; choosing one saves it. */
function LanguageChoice({ profile, settings }: { profile: Profile; settings: ProfileSettingsState }) {
  const { t } = useTranslation();
  const { errors, busy } = settings;
  return (
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
              onChange={() => void settings.saveLanguage(locale)}
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
  );
}

/** The default tip, in percent (digits only). */
function TipSetting({ settings }: { settings: ProfileSettingsState }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-end gap-2">
      <div className="grow">
        <TextField
          id="defaultTip"
          label={t('accounts.settings.defaultTip')}
          value={settings.values.defaultTip}
          inputMode="numeric"
          maxLength={3}
          onChange={(v) => settings.set('defaultTip', v.replace(/\D/g, ''))}
          error={settings.errors.defaultTip}
          hint={t('accounts.settings.defaultTipHint')}
        />
      </div>
      <button
        type="button"
        disabled={settings.busy}
        onClick={() => void settings.saveTip()}
        className={`${secondaryButton} mb-6`}
      >
        {t('accounts.save')}
      </button>
    </div>
  );
}

/** A code typed and sent with its button (the promo code's Save, the subsidy code's Apply). */
function SavedField({
  id,
  label,
  settings,
  onSave,
  action,
  disabled = false,
  className = '',
}: {
  id: 'promoCode' | 'subsidyCode';
  label: string;
  settings: ProfileSettingsState;
  onSave: () => void;
  action?: string;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-end gap-2">
      <div className="grow">
        <TextField
          id={id}
          label={label}
          value={settings.values[id]}
          maxLength={50}
          onChange={(value) => settings.set(id, value)}
          error={settings.errors[id]}
        />
      </div>
      <button
        type="button"
        disabled={settings.busy || disabled}
        onClick={onSave}
        className={`${secondaryButton} ${className}`.trim()}
      >
        {action ?? t('accounts.save')}
      </button>
    </div>
  );
}

/** The subsidy code applied at this restaurant (and Remove), else one to apply. */
function SubsidySetting({
  profile,
  restaurantId,
  settings,
}: {
  profile: Profile;
  restaurantId: number | string;
  settings: ProfileSettingsState;
}) {
  const { t } = useTranslation();
  if (profile.subsidyCode)
    return (
      <div className="flex items-center gap-2">
        <p className="grow">{t('accounts.settings.subsidyApplied', { code: profile.subsidyCode })}</p>
        <button
          type="button"
          disabled={settings.busy}
          onClick={() => void settings.removeSubsidy(restaurantId)}
          className={secondaryButton}
        >
          {t('accounts.remove')}
        </button>
      </div>
    );
  return (
    <SavedField
      id="subsidyCode"
      label={t('accounts.settings.subsidyCode')}
      settings={settings}
      onSave={() => void settings.addSubsidy(restaurantId)}
      action={t('accounts.apply')}
      disabled={settings.values.subsidyCode.trim() === ''}
      className={settings.errors.subsidyCode ? 'mb-7' : ''}
    />
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
