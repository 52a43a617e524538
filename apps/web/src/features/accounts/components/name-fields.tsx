import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';

type Names = { firstName: string; lastName: string };

/** First and last name, side by side from a tablet's width: asked at sign-up and in the account's information. */
export function NameFields({
  form,
  set,
  errors,
}: {
  form: Names;
  set: (patch: Partial<Names>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
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
  );
}
