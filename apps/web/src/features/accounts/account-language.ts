/**
 * The account's language (profile `locale`): the screens switch to it when a diner signs in, and when the
 * app loads with a session, once per page load and user (a later change of language on this page, in the header or
 * the profile, is saved to the account instead: the two then agree). The choice is also the device's (the locale
 * cookie), so a page the server draws next is in that language and a restaurant's default does not override it.
 * An operator acting as a suite owner (login-as) keeps their own language: the session is the owner's, not theirs.
 * A language already chosen on this device (the locale cookie, set by the header's switch) wins: the account's applies
 * on a device that has none (a new phone), and a switch made signed in is saved to the account anyway.
 */
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Locale, readLocaleCookie, writeLocaleCookie } from '../../lib/locale';
import { readLoginAsRaw } from '../../lib/session/operator-session';

const applied = new Set<string>();

/** Shows the screens in `locale` and remembers it on the device. */
export function showIn(i18n: I18n, locale: Locale): Promise<unknown> {
  writeLocaleCookie(locale);
  return i18n.language === locale ? Promise.resolve() : i18n.changeLanguage(locale);
}

/** Right after sign-in: the account's language, whatever the screen was in. */
export function showInAccountLanguage(i18n: I18n, profile: { id: string; locale: Locale }): void {
  applied.add(profile.id);
  if (readLocaleCookie()) return;
  void showIn(i18n, profile.locale);
}

/** A signed-in profile loaded on this page: its language applies once (not after each reload of the profile). */
export function useAccountLanguage(profile: { id: string; locale: Locale } | null): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!profile || applied.has(profile.id) || readLoginAsRaw()) return;
    showInAccountLanguage(i18n, profile);
  }, [profile, i18n]);
}

/** For tests: a new page load. */
export function forgetAppliedLanguages(): void {
  applied.clear();
}
