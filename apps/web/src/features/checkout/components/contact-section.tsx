import { formatPhone } from '@ordering/domain/format/phone';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section, TextField } from '../../../components/form-fields';
import type { CheckoutForm, FieldName } from '../checkout-form';

/**
 * Who the order is for: the signed-in diner's e-mail (or a way to sign in), then the name, e-mail and phone the
 * restaurant asks for (`hide_guest_info` hides the last two).
 */
export function ContactSection({
  form,
  errors,
  set,
  hidden,
  signedInAs,
  logInHref,
}: {
  form: CheckoutForm;
  errors: Partial<Record<FieldName, string>>;
  set: (patch: Partial<CheckoutForm>) => void;
  hidden: { email?: boolean; phone?: boolean };
  /** The signed-in diner's e-mail. */
  signedInAs: string | null;
  /** Where a guest signs in and comes back to checkout; null while the session is not known yet. */
  logInHref: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('checkout.contact')} id="contact">
      {signedInAs ? (
        <p className="text-sm text-muted">{t('accounts.checkout.signedInAs', { email: signedInAs })}</p>
      ) : logInHref ? (
        <Link to={logInHref} className="text-sm font-semibold text-brand underline dark:text-ink">
          {t('accounts.checkout.logIn')}
        </Link>
      ) : null}
      <TextField
        id="fullName"
        label={t('checkout.fullName')}
        value={form.fullName}
        autoComplete="name"
        maxLength={200}
        onChange={(fullName) => set({ fullName })}
        error={errors.fullName}
      />
      {!hidden.email ? (
        <TextField
          id="email"
          type="email"
          label={t('checkout.email')}
          value={form.email}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          onChange={(email) => set({ email })}
          error={errors.email}
        />
      ) : null}
      {!hidden.phone ? (
        <TextField
          id="phone"
          type="tel"
          label={t('checkout.phone')}
          value={form.phone}
          autoComplete="tel"
          inputMode="tel"
          maxLength={14}
          onChange={(phone) => set({ phone: formatPhone(phone) })}
          error={errors.phone}
        />
      ) : null}
      <p className="text-xs text-muted">{t('checkout.remembered')}</p>
    </Section>
  );
}
