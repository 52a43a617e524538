import type { OrderRead } from '@ordering/domain/contracts/orders';
import type { MenuLocale } from '@ordering/domain/menu/convert';
import { type CustomQuestion, questionInLocale } from '@ordering/domain/ordering/custom-questions';
import { useTranslation } from 'react-i18next';

/**
 * What the diner told the kitchen at checkout: the notes, and the custom questions with their answers. Shown by the
 * single order's confirmation and, once for all its kitchens, by a marketplace hub's.
 */
export function OrderDetails({
  notes,
  answers,
  questions,
  lang,
}: Pick<OrderRead, 'notes' | 'answers'> & { questions: readonly CustomQuestion[]; lang: MenuLocale }) {
  const { t } = useTranslation();
  const given = (answers ?? []).filter((a) =>
    Array.isArray(a.answer) ? a.answer.length > 0 : a.answer !== '',
  );
  if (!notes && given.length === 0) return null;
  return (
    <section
      aria-labelledby="details-title"
      className="mt-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="order-details"
    >
      <h2 id="details-title" className="font-semibold">
        {t('confirmation.details')}
      </h2>
      <dl className="mt-2 space-y-2 text-sm">
        {notes ? (
          <div>
            <dt className="text-muted">{t('confirmation.notes')}</dt>
            <dd className="whitespace-pre-line">{notes}</dd>
          </div>
        ) : null}
        {given.map((a) => {
          // In the diner's language where the restaurant still asks the question; else as it was asked.
          const asked = questions.find((q) => q.id === a.id);
          const shown = asked
            ? questionInLocale(asked, lang)
            : { label: a.question, option: (v: string) => v };
          const chosen = Array.isArray(a.answer) ? a.answer : [a.answer];
          return (
            <div key={a.id}>
              <dt className="text-muted">{shown.label}</dt>
              <dd>{chosen.map(shown.option).join(', ')}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
