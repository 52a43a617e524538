import type { ReactNode } from 'react';

const yesButton =
  'rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand';
const keepButton =
  'rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-canvas disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand';

/**
 * A question asked in place before something is undone (a school day cancelled, a student removed): it takes the
 * focus as a dialog does, and offers to go ahead or keep things as they are. `children` say more (what happens to
 * a payment, why the server refused).
 */
export function InlineConfirm({
  id,
  question,
  yes,
  keep,
  busy,
  onYes,
  onKeep,
  className,
  children,
}: {
  id: string;
  question: string;
  yes: string;
  keep: string;
  busy: boolean;
  onYes: () => void;
  onKeep: () => void;
  className: string;
  children?: ReactNode;
}) {
  return (
    <div role="alertdialog" aria-labelledby={id} className={`${className} rounded-xl bg-canvas p-3`}>
      <p id={id} className="font-semibold">
        {question}
      </p>
      {children}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={yesButton}
          disabled={busy}
          // biome-ignore lint/a11y/noAutofocus: the confirmation takes focus as a dialog does
          autoFocus
          onClick={onYes}
        >
          {yes}
        </button>
        <button type="button" className={keepButton} onClick={onKeep}>
          {keep}
        </button>
      </div>
    </div>
  );
}
