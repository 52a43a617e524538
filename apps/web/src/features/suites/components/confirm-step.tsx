import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/buttons';

/**
 * The question asked before a tab limit changes (the operator's suite settings and the owner's guest tab): the
 * change said in words, then Confirm or Cancel. The caller moves focus to it (`focusRef`) when it appears.
 */
export function ConfirmStep({
  id,
  question,
  pending,
  onConfirm,
  onCancel,
  focusRef,
}: {
  id: string;
  question: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  focusRef: RefObject<HTMLFieldSetElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      ref={focusRef}
      tabIndex={-1}
      aria-labelledby={id}
      className="grid min-w-0 gap-3 rounded-xl border-2 border-brand bg-canvas p-3"
    >
      <p id={id} className="font-semibold">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={pending} onClick={onConfirm} className={primaryButton}>
          {t('suites.settings.confirm')}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t('suites.settings.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
