import { useTranslation } from 'react-i18next';

/**
 * A submission this device sent before the checkout was reloaded: what became of it. 'checking' while the server is
 * asked, 'paying' while its payment is still under way, 'notPlaced' when it placed nothing (the diner may place the
 * order again, under the same key: a request still on its way answers as the same order). A placed one leaves the
 * checkout for its confirmation.
 */
export type ResumeState = 'checking' | 'paying' | 'notPlaced' | null;

export function ResumeNotice({ state }: { state: ResumeState }) {
  const { t } = useTranslation();
  if (!state) return null;
  const text =
    state === 'checking'
      ? t('checkout.resumeChecking')
      : state === 'paying'
        ? t('checkout.resumePaying')
        : t('checkout.resumeNotPlaced');
  return (
    <p
      role="status"
      data-testid="resume-notice"
      className={`mt-4 rounded-2xl border p-4 ${
        state === 'notPlaced' ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-line bg-surface'
      }`}
    >
      {text}
    </p>
  );
}
