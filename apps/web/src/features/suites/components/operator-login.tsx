import type { OperatorProfile } from '@ordering/domain/suites/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/buttons';
import { inputClass } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { loginOperator } from '../api';
import { useOperatorSignedIn } from '../use-operator';

/**
 * The operator's variant of /login (operator-login mode): e-mail and password of an
 * account with the suite-operator flag. The server's refusals ("User is not a suite operator.", "This user is not
 * assigned to this suite.", a wrong password) are said as it words them.
 */
export function OperatorLogin({
  restaurantId,
  onSignedIn,
}: {
  restaurantId: number | string | null;
  onSignedIn: (operator: OperatorProfile) => void;
}) {
  const { t } = useTranslation();
  const signedIn = useOperatorSignedIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const operator = await loginOperator({ email: email.trim(), password }, restaurantId);
      signedIn(operator);
      onSignedIn(operator);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t('suites.operatorLogin.failed'));
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {error ? (
        <p
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-900"
        >
          {error}
        </p>
      ) : null}
      <div>
        <label htmlFor="operator-email" className="text-sm font-semibold">
          {t('suites.operatorLogin.email')}
        </label>
        <input
          id="operator-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={`${inputClass} border-line`}
        />
      </div>
      <div>
        <label htmlFor="operator-password" className="text-sm font-semibold">
          {t('suites.operatorLogin.password')}
        </label>
        <input
          id="operator-password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={`${inputClass} border-line`}
        />
      </div>
      <button type="submit" disabled={busy || !email.trim() || !password} className={primaryButton}>
        {busy ? t('suites.operatorLogin.submitting') : t('suites.operatorLogin.submit')}
      </button>
    </form>
  );
}
