import { translate } from '@ordering/domain/format/messages';
import { formatPhone } from '@ordering/domain/format/phone';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkClass, primaryButton, secondaryButton } from '../../../components/buttons';
import { TextField } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/session/use-session';
import { showInAccountLanguage } from '../account-language';
import {
  forgotPassword,
  loginNative,
  loginSocial,
  type Profile,
  registerUser,
  type SocialProvider,
  userExists,
} from '../api';
import { accountErrors } from '../field-errors';
import { serverFieldErrors } from '../server-field-errors';

type Tab = 'login' | 'signup' | 'forgot';
const SOCIAL: SocialProvider[] = ['google', 'facebook', 'apple'];
const STATE_KEY = 'social-login-state';

export interface LoginScreenProps {
  restaurantId: number | string | null;
  /** Sign-up from the checkout keeps the cart (registerAtCheckout). */
  atCheckout?: boolean;
  /** Called once the user is signed in (the guard then sends them on). */
  onSignedIn: (profile: Profile) => void;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Sign up or log in: e-mail and password, Google, Facebook or Apple, forgot password. */
export function LoginScreen({ restaurantId, atCheckout = false, onSignedIn }: LoginScreenProps) {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const [tab, setTab] = useState<Tab>('login');
  const [form, setForm] = useState({ email: '', password: '', firstName: '', lastName: '', phoneNumber: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const finish = (profile: Profile, welcome: boolean) => {
    signedIn(profile, { welcome, keepCart: atCheckout });
    showInAccountLanguage(i18n, profile);
    onSignedIn(profile);
  };

  const say = (text: string) => {
    setNotice(text);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  // Back from the provider's consent page: the ID token is in the fragment, with the state this page made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival.
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const idToken = hash.get('id_token');
    const provider = hash.get('provider') as SocialProvider | null;
    if (!idToken || !provider) return;
    const expected = sessionStorage.getItem(STATE_KEY);
    sessionStorage.removeItem(STATE_KEY);
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (!expected || hash.get('state') !== expected) {
      say(t('accounts.login.socialFailed', { provider: t(`accounts.providers.${provider}`) }));
      return;
    }
    setBusy(true);
    loginSocial(provider, { idToken, register: true }, restaurantId)
      .then((profile) => finish(profile, true))
      .catch((error) =>
        say(
          `${t('accounts.login.socialFailed', { provider: t(`accounts.providers.${provider}`) })} ${
            error instanceof ApiError ? error.message : ''
          }`.trim(),
        ),
      )
      .finally(() => setBusy(false));
  }, []);

  const socialLogin = (provider: SocialProvider) => {
    const state = randomState();
    sessionStorage.setItem(STATE_KEY, state);
    const params = new URLSearchParams({
      provider,
      redirect_uri: window.location.pathname + window.location.search,
      state,
      lang: i18n.language === 'fr-CA' ? 'fr' : 'en',
    });
    window.location.assign(`/api/auth/sandbox/authorize?${params.toString()}`);
  };

  const submitLogin = async () => {
    const found = accountErrors({ email: form.email }, ['email'], i18n.language);
    if (!form.password) found.password = translate(i18n.language, 'required');
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setBusy(true);
    try {
      finish(await loginNative({ email: form.email.trim(), password: form.password }, restaurantId), true);
    } catch (error) {
      say(error instanceof ApiError && error.message ? error.message : t('accounts.login.failed'));
    } finally {
      setBusy(false);
    }
  };

  const submitSignup = async () => {
    const input = {
      email: form.email,
      password: form.password,
      firstName: form.firstName,
      lastName: form.lastName,
      phoneNumber: form.phoneNumber,
    };
    const found = accountErrors(input, ['email', 'password', 'firstName', 'lastName'], i18n.language);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setBusy(true);
    try {
      const profile = await registerUser(
        {
          email: form.email.trim(),
          password: form.password,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          phoneNumber: form.phoneNumber.trim() || null,
          locale: i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA',
          ...(atCheckout ? { registerAtCheckout: true } : {}),
        },
        restaurantId,
      );
      // The welcome banner is for a returning user, not after an ordinary registration.
      finish(profile, false);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        const fields = serverFieldErrors(error.details);
        setErrors(fields);
        if (Object.keys(fields).length > 0) focusFirst(fields);
        else say(error.message || t('accounts.login.registerFailed'));
        return;
      }
      // No answer (or a server fault) after the account may have been made: said as the spec says, then log in.
      const exists = await userExists(form.email.trim()).catch(() => ({ exists: false }));
      if (exists.exists) {
        setTab('login');
        say(t('accounts.login.createdButNotSignedIn'));
      } else say(t('accounts.login.registerFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submitForgot = async () => {
    const found = accountErrors({ email: form.email }, ['email'], i18n.language);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    if (restaurantId === null) return say(t('accounts.forgot.noRestaurant'));
    setBusy(true);
    try {
      await forgotPassword(form.email.trim(), restaurantId);
      say(t('accounts.forgot.sent', { email: form.email.trim() }));
    } catch (error) {
      say(error instanceof ApiError && error.message ? error.message : t('accounts.forgot.failed'));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (tab === 'login') void submitLogin();
    else if (tab === 'signup') void submitSignup();
    else void submitForgot();
  };

  const switchTab = (next: Tab) => {
    setTab(next);
    setErrors({});
    setNotice(null);
  };

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
      ) : (
        <h2 className="font-display text-xl font-semibold">{t('accounts.forgot.title')}</h2>
      )}
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
      <form noValidate onSubmit={onSubmit} className="grid gap-3">
        {tab === 'signup' ? (
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
        ) : null}
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
      {tab !== 'forgot' ? (
        <div className="grid gap-2">
          <p className="text-center text-sm text-muted">{t('accounts.login.or')}</p>
          {SOCIAL.map((provider) => (
            <button
              key={provider}
              type="button"
              disabled={busy}
              onClick={() => socialLogin(provider)}
              className={secondaryButton}
            >
              {t('accounts.login.continueWith', { provider: t(`accounts.providers.${provider}`) })}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function focusFirst(errors: Record<string, string>) {
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(first)?.focus();
}
