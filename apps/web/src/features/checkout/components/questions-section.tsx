import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { questionInLocale } from '@ordering/domain/ordering/custom-questions';
import { useTranslation } from 'react-i18next';
import { FieldError, Section, SelectField } from '../../../components/form-fields';
import { type Locale, menuLocale } from '../../../lib/locale';
import type { CheckoutForm, FieldName } from '../checkout-form';

/** The restaurant's custom questions: select one, or checkboxes; the required ones marked. */
export function QuestionsSection({
  questions,
  locale,
  answers,
  errors,
  onAnswers,
}: {
  questions: RestaurantDataFile['order_options']['custom_questions'];
  locale: Locale;
  answers: CheckoutForm['answers'];
  errors: Partial<Record<FieldName, string>>;
  onAnswers: (answers: CheckoutForm['answers']) => void;
}) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  const lang = menuLocale(locale);
  return (
    <Section title={t('checkout.questions')} id="questions">
      {questions.map((q) => {
        // The answer keeps the restaurant's own wording; the diner reads the translated one.
        const { label, option: optionLabel } = questionInLocale(q, lang);
        const error = errors[`question:${q.id}`];
        const answer = answers[q.id];
        if (q.question_type === 'select_one') {
          return (
            <SelectField
              key={q.id}
              id={`question-${q.id}`}
              label={q.required ? `${label}\u00a0*` : label}
              value={typeof answer === 'string' ? answer : ''}
              options={q.options.map((o) => ({ value: o, label: optionLabel(o) }))}
              onChange={(v) => onAnswers({ ...answers, [q.id]: v })}
              error={error}
            />
          );
        }
        const chosen = Array.isArray(answer) ? answer : [];
        return (
          <fieldset key={q.id} id={`question-${q.id}`} tabIndex={-1} aria-invalid={error ? true : undefined}>
            <legend className="text-sm font-semibold">{q.required ? `${label}\u00a0*` : label}</legend>
            <div className="mt-1 grid gap-1">
              {(q.options.length > 0 ? q.options : [label]).map((o) => (
                <label key={o} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand"
                    checked={chosen.includes(o)}
                    onChange={(e) =>
                      onAnswers({
                        ...answers,
                        [q.id]: e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o),
                      })
                    }
                  />
                  {optionLabel(o)}
                </label>
              ))}
            </div>
            <FieldError id={`question-${q.id}-error`} error={error} />
          </fieldset>
        );
      })}
    </Section>
  );
}
