import { useTranslation } from 'react-i18next';

/** A console screen the staff member's role does not open (the server refuses its calls too). */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <main id="main" className="p-6">
      <h1 className="font-display text-2xl font-semibold">{t('staff.noAccess')}</h1>
    </main>
  );
}
