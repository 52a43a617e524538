import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/buttons';
import { TextField } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { resetPassword } from '../api';
import { accountErrors } from '../field-errors';

/**
 * The screen the reset e-mail links to (`/login/reset-password#token=…`): the token is read from the fragment, which
 * the browser never sends to a server, and the new password follows the spec's rules.
 */
export function ResetPasswordScreen({ token, onDone }: { token: string | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'form' | 'busy' | 'done'>('form');
  const [failure, setFailure] = useState<string | null>(null);

  if (!token) return <p role="alert">{t('accounts.reset.noToken')}</p>;
  if (state === 'done') {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-xl border border-line bg-canvas p-3 font-semibold">
          {t('accounts.reset.done')}
        </p>
        <button type="button" className={primaryButton} onClick={onDone}>
          {t('accounts.reset.toLogin')}
        </button>
      </div>
    );
  }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = accountErrors({ password }, ['password'], i18n.language);
    if (!found.password && confirm !== password) found.confirm = t('accounts.reset.mismatch');
    setErrors(found);
    setFailure(null);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(first === 'password' ? 'new-password' : 'confirm')?.focus();
    setState('busy');
    try {
      await resetPassword(token, password);
      setState('done');
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : t('accounts.reset.failed'));
      setState('form');
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      {failure ? (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {failure}
        </p>
      ) : null}
      <TextField
        id="new-password"
        type="password"
        label={t('accounts.reset.password')}
        value={password}
        autoComplete="new-password"
        maxLength={200}
        onChange={setPassword}
        error={errors.password}
        hint={t('accounts.fields.passwordRules')}
      />
      <TextField
        id="confirm"
        type="password"
        label={t('accounts.reset.confirm')}
        value={confirm}
        autoComplete="new-password"
        maxLength={200}
        onChange={setConfirm}
        error={errors.confirm}
      />
      <button type="submit" disabled={state === 'busy'} className={primaryButton}>
        {t('accounts.reset.submit')}
      </button>
    </form>
  );
}
