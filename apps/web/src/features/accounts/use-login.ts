/**
 * Signing up, logging in (e-mail and password, or a provider's consent page) and asking for a new password: the
 * login screen's state and what each tab's submission does.
 */
import { translate } from '@ordering/domain/format/messages';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { fieldMessages, focusFirstError, rulesResolver } from '../../lib/form-rules';
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

export interface LoginValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

const EMPTY: LoginValues = { email: '', password: '', firstName: '', lastName: '', phoneNumber: '' };

/** Each tab's rules, the domain's account rules (the server applies the same): in the diner's language. */
function loginErrors(tab: LoginTab, values: LoginValues, locale: string): Record<string, string> {
  if (tab === 'signup') return accountErrors(values, ['email', 'password', 'firstName', 'lastName'], locale);
  const found = accountErrors({ email: values.email }, ['email'], locale);
  if (tab === 'login' && !values.password) found.password = translate(locale, 'required');
  return found;
}

/** What the screen says above the form (a refusal, a link sent), focused so that it is read at once. */
function useNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const say = (text: string) => {
    setNotice(text);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };
  return { notice, setNotice, noticeRef, say };
}

export function useLogin({ restaurantId, atCheckout = false, onSignedIn }: LoginOptions) {
  const { i18n } = useTranslation();
  const signedIn = useSignedIn();
  const [tab, setTab] = useState<LoginTab>('login');
  const [busy, setBusy] = useState(false);
  const { notice, setNotice, noticeRef, say } = useNotice();
  const methods = useForm<LoginValues>({
    defaultValues: EMPTY,
    shouldFocusError: false,
    resolver: rulesResolver<LoginValues>((values) => loginErrors(tab, values, i18n.language)),
  });
  const form = useWatch({ control: methods.control }) as LoginValues;
  const set = (patch: Partial<LoginValues>) => {
    for (const [key, value] of Object.entries(patch)) methods.setValue(key as keyof LoginValues, value);
  };
  const showFieldErrors = (fields: Record<string, string>) => {
    for (const [field, message] of Object.entries(fields))
      methods.setError(field as keyof LoginValues, { message });
    focusFirstError(fields);
  };

  const finish = (profile: Profile, welcome: boolean) => {
    signedIn(profile, { welcome, keepCart: atCheckout });
    showInAccountLanguage(i18n, profile);
    onSignedIn(profile);
  };
  const ctx: SubmitContext = { restaurantId, atCheckout, finish, say, setBusy, setTab, showFieldErrors };
  useSocialReturn(ctx);

  const submit = { login: submitLogin, signup: submitSignup, forgot: submitForgot }[tab];
  const onSubmit = (e: React.FormEvent) => {
    setNotice(null);
    void methods.handleSubmit((values) => submit(values, ctx, i18n), focusFirstError)(e);
  };

  const switchTab = (next: LoginTab) => {
    setTab(next);
    methods.clearErrors();
    setNotice(null);
  };

  return {
    tab,
    form,
    set,
    errors: fieldMessages(methods.formState.errors),
    notice,
    noticeRef,
    busy,
    onSubmit,
    switchTab,
    socialLogin: (provider: SocialProvider) => socialLogin(provider, i18n.language),
  };
}

export type LoginState = ReturnType<typeof useLogin>;

/** What a tab's submission needs from the screen. */
interface SubmitContext {
  restaurantId: number | string | null;
  atCheckout: boolean;
  finish: (profile: Profile, welcome: boolean) => void;
  say: (text: string) => void;
  setBusy: (busy: boolean) => void;
  setTab: (tab: LoginTab) => void;
  showFieldErrors: (fields: Record<string, string>) => void;
}

type I18n = ReturnType<typeof useTranslation>['i18n'];

/** Back from the provider's consent page: the ID token is in the fragment, with the state this page made. */
function useSocialReturn({ restaurantId, finish, say, setBusy }: SubmitContext) {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival.
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const idToken = hash.get('id_token');
    const provider = hash.get('provider') as SocialProvider | null;
    if (!idToken || !provider) return;
    const expected = sessionStorage.getItem(STATE_KEY);
    sessionStorage.removeItem(STATE_KEY);
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    const failed = t('accounts.login.socialFailed', { provider: t(`accounts.providers.${provider}`) });
    if (!expected || hash.get('state') !== expected) return say(failed);
    setBusy(true);
    loginSocial(provider, { idToken, register: true }, restaurantId)
      .then((profile) => finish(profile, true))
      .catch((error) => say(`${failed} ${error instanceof ApiError ? error.message : ''}`.trim()))
      .finally(() => setBusy(false));
  }, []);
}

function socialLogin(provider: SocialProvider, language: string) {
  const state = randomState();
  sessionStorage.setItem(STATE_KEY, state);
  const params = new URLSearchParams({
    provider,
    redirect_uri: window.location.pathname + window.location.search,
    state,
    lang: language === 'fr-CA' ? 'fr' : 'en',
  });
  window.location.assign(`/api/auth/sandbox/authorize?${params.toString()}`);
}

async function submitLogin(form: LoginValues, ctx: SubmitContext, i18n: I18n) {
  ctx.setBusy(true);
  try {
    ctx.finish(
      await loginNative({ email: form.email.trim(), password: form.password }, ctx.restaurantId),
      true,
    );
  } catch (error) {
    ctx.say(error instanceof ApiError && error.message ? error.message : i18n.t('accounts.login.failed'));
  } finally {
    ctx.setBusy(false);
  }
}

async function submitSignup(form: LoginValues, ctx: SubmitContext, i18n: I18n) {
  ctx.setBusy(true);
  try {
    const profile = await registerUser(
      {
        email: form.email.trim(),
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        phoneNumber: form.phoneNumber.trim() || null,
        locale: i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA',
        ...(ctx.atCheckout ? { registerAtCheckout: true } : {}),
      },
      ctx.restaurantId,
    );
    // The welcome banner is for a returning user, not after an ordinary registration.
    ctx.finish(profile, false);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const fields = serverFieldErrors(error.details);
      if (Object.keys(fields).length > 0) ctx.showFieldErrors(fields);
      else ctx.say(error.message || i18n.t('accounts.login.registerFailed'));
      return;
    }
    // No answer (or a server fault) after the account may have been made: said as the spec says, then log in.
    const exists = await userExists(form.email.trim()).catch(() => ({ exists: false }));
    if (exists.exists) {
      ctx.setTab('login');
      ctx.say(i18n.t('accounts.login.createdButNotSignedIn'));
    } else ctx.say(i18n.t('accounts.login.registerFailed'));
  } finally {
    ctx.setBusy(false);
  }
}

async function submitForgot(form: LoginValues, ctx: SubmitContext, i18n: I18n) {
  if (ctx.restaurantId === null) return ctx.say(i18n.t('accounts.forgot.noRestaurant'));
  ctx.setBusy(true);
  try {
    await forgotPassword(form.email.trim(), ctx.restaurantId);
    ctx.say(i18n.t('accounts.forgot.sent', { email: form.email.trim() }));
  } catch (error) {
    ctx.say(error instanceof ApiError && error.message ? error.message : i18n.t('accounts.forgot.failed'));
  } finally {
    ctx.setBusy(false);
  }
}
