import { formatPhone } from '@ordering/domain/format/phone';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { linkClass, primaryButton, secondaryButton } from '../../../components/buttons';
import { TextField } from '../../../components/form-fields';
import type { SocialProvider } from '../api';
import { type LoginOptions, type LoginState, type LoginTab, useLogin } from '../use-login';
import { NameFields } from './name-fields';

const SOCIAL: SocialProvider[] = ['google', 'facebook', 'apple'];

export type LoginScreenProps = LoginOptions & {
  /** Told the tab shown, so the page's heading names it ("Log in", "Create your account", "Reset your password"). */
  onTabChange?: (tab: LoginTab) => void;
};

/** Sign up or log in: e-mail and password, Google, Facebook or Apple, forgot password. */
export function LoginScreen({ onTabChange, ...options }: LoginScreenProps) {
  const { t } = useTranslation();
  const login = useLogin(options);
  const { tab, notice, noticeRef, busy, switchTab, socialLogin } = login;
  useEffect(() => onTabChange?.(tab), [tab, onTabChange]);
  return (
    <div className="grid gap-5">
      {tab !== 'forgot' ? (
        <div role="tablist" aria-label={t('accounts.login.choose')} className="grid grid-cols-2 gap-2">
          {(['login', 'signup'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => switchTab(name)}
              className={`rounded-full px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-brand ${
                tab === name ? 'bg-brand text-brand-contrast' : 'border border-line'
              }`}
            >
              {t(`accounts.login.tab.${name}`)}
            </button>
          ))}
        </div>
      ) : null}
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className="rounded-xl border border-line bg-canvas p-3 text-sm font-semibold"
        >
          {notice}
        </p>
      ) : null}
      <LoginForm login={login} />
      {tab !== 'forgot' ? <SocialButtons busy={busy} onChoose={socialLogin} /> : null}
    </div>
  );
}

/** The tab's fields and its submit button, with the way to the other form (forgot password, or back). */
function LoginForm({ login }: { login: LoginState }) {
  const { t } = useTranslation();
  const { tab, form, set, errors, busy, onSubmit, switchTab } = login;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      {tab === 'signup' ? <NameFields form={form} set={set} errors={errors} /> : null}
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
      />
      {tab === 'signup' ? (
        <TextField
          id="phoneNumber"
          type="tel"
          label={t('accounts.fields.phoneOptional')}
          value={form.phoneNumber}
          autoComplete="tel"
          inputMode="tel"
          maxLength={14}
          placeholder="416-555-0100"
          onChange={(phone) => set({ phoneNumber: formatPhone(phone) })}
          error={errors.phoneNumber}
        />
      ) : null}
      {tab !== 'forgot' ? (
        <TextField
          id="password"
          type="password"
          label={t('accounts.fields.password')}
          value={form.password}
          autoComplete={tab === 'signup' ? 'new-password' : 'current-password'}
          maxLength={200}
          onChange={(password) => set({ password })}
          error={errors.password}
          hint={tab === 'signup' ? t('accounts.fields.passwordRules') : undefined}
        />
      ) : null}
      <button type="submit" disabled={busy} aria-busy={busy} className={`${primaryButton} mt-1`}>
        {t(`accounts.login.submit.${tab}`)}
      </button>
      {tab === 'login' ? (
        <button
          type="button"
          onClick={() => switchTab('forgot')}
          className={`${linkClass} justify-self-start text-sm`}
        >
          {t('accounts.login.forgot')}
        </button>
      ) : null}
      {tab === 'forgot' ? (
        <button
          type="button"
          onClick={() => switchTab('login')}
          className={`${linkClass} justify-self-start text-sm`}
        >
          {t('accounts.forgot.back')}
        </button>
      ) : null}
    </form>
  );
}

/** Continue with a provider (its consent page, then back here). */
function SocialButtons({ busy, onChoose }: { busy: boolean; onChoose: (provider: SocialProvider) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <p className="text-center text-sm text-muted">{t('accounts.login.or')}</p>
      {SOCIAL.map((provider) => (
        <button
          key={provider}
          type="button"
          disabled={busy}
          onClick={() => onChoose(provider)}
          className={secondaryButton}
        >
          {t('accounts.login.continueWith', { provider: t(`accounts.providers.${provider}`) })}
        </button>
      ))}
    </div>
  );
}
