/**
 * Signing up, logging in (e-mail and password, or a provider's consent page) and asking for a new password: the
 * login screen's state and what each tab's submission does.
 */
import { translate } from '@ordering/domain/format/messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useSignedIn } from '../../lib/session/use-session';
import { showInAccountLanguage } from './account-language';
import {
  forgotPassword,
  loginNative,
  loginSocial,
  type Profile,
  registerUser,
  type SocialProvider,
  userExists,
} from './api';
import { accountErrors } from './field-errors';
import { serverFieldErrors } from './server-field-errors';

export type LoginTab = 'login' | 'signup' | 'forgot';
const STATE_KEY = 'social-login-state';

export interface LoginOptions {
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

function focusFirst(errors: Record<string, string>) {
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(first)?.focus();
}

export function useLogin({ restaurantId, atCheckout = false, onSignedIn }: LoginOptions) {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const [tab, setTab] = useState<LoginTab>('login');
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

  const switchTab = (next: LoginTab) => {
    setTab(next);
    setErrors({});
    setNotice(null);
  };

  return { tab, form, set, errors, notice, noticeRef, busy, onSubmit, switchTab, socialLogin };
}

export type LoginState = ReturnType<typeof useLogin>;
