/**
 * The membership drawer's look-up: the identifier typed, checked first by its field's own rules (member-input.ts),
 * then by the provider; a refusal is said under the field, which keeps the focus.
 */
import type { MembershipPromoResponse } from '@ordering/domain/contracts/programs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { MEMBER_NOT_FOUND } from '../../lib/member-refusal';
import { type MemberInputType, memberInputError } from './member-input';

export function useMemberLookup({
  inputType,
  fieldId,
  label,
  check,
  onUnlocked,
}: {
  inputType: MemberInputType;
  fieldId: string;
  /** The field's label, named in the "not found" message. */
  label: string;
  check: (identifier: string) => Promise<MembershipPromoResponse>;
  onUnlocked: (found: MembershipPromoResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = memberInputError(inputType, value);
    if (invalid) {
      setError(t(`programs.errors.${invalid}`));
      document.getElementById(fieldId)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const found = await check(value);
      setValue('');
      onUnlocked(found);
    } catch (e) {
      setError(
        e instanceof ApiError && e.code === MEMBER_NOT_FOUND
          ? t('programs.errors.profileNotFound', { label: label.toLocaleLowerCase(i18n.language) })
          : // Too many codes tried: "try again" would be wrong, the server says how long to wait (in the diner's
            // language).
            e instanceof ApiError && e.status === 429
            ? e.message
            : t('programs.errors.lookUpFailed'),
      );
      document.getElementById(fieldId)?.focus();
    } finally {
      setBusy(false);
    }
  };
  const change = (next: string) => {
    setValue(next);
    if (error) setError(null);
  };
  return { value, error, busy, submit, change, clearError: () => setError(null) };
}
