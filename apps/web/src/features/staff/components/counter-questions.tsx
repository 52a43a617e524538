import { localized } from '@ordering/domain/menu/convert';
import type { CustomQuestion } from '@ordering/domain/ordering/custom-questions';
import { useTranslation } from 'react-i18next';
import { type Locale, menuLocale } from '../../../lib/locale';
import { inputClass } from './ui';

export type CounterAnswers = Record<string, string | string[]>;

/** A question's choice in the console's language; the answer sent is the data file's own choice. */
function choiceLabel(question: CustomQuestion, index: number, lang: 'en' | 'fr'): string {
  const translated = (question.localization[lang] as { options?: unknown } | undefined)?.options;
  return Array.isArray(translated) && typeof translated[index] === 'string'
    ? translated[index]
    : question.options[index]!;
}

/** The restaurant's questions of a pickup, asked of the diner on the phone: one choice (a list) or several (boxes). */
export function CounterQuestions({
  questions,
  answers,
  onChange,
  locale,
}: {
  questions: readonly CustomQuestion[];
  answers: CounterAnswers;
  onChange: (next: CounterAnswers) => void;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const lang = menuLocale(locale);
  return (
    <>
      {questions.map((q) => {
        const label = localized(q, 'question', lang);
        const required = q.required ? ` (${t('staff.counter.required')})` : '';
        if (q.question_type === 'select_one')
          return (
            <label key={q.id} className="block">
              <span className="font-semibold">
                {label}
                {required}
              </span>
              <select
                className={`mt-1 ${inputClass}`}
                value={typeof answers[q.id] === 'string' ? (answers[q.id] as string) : ''}
                onChange={(e) => onChange({ ...answers, [q.id]: e.target.value })}
              >
                <option value="">{t('staff.counter.choose')}</option>
                {q.options.map((option, index) => (
                  <option key={option} value={option}>
                    {choiceLabel(q, index, lang)}
                  </option>
                ))}
              </select>
            </label>
          );
        const ticked = Array.isArray(answers[q.id]) ? (answers[q.id] as string[]) : [];
        return (
          <fieldset key={q.id}>
            <legend className="font-semibold">
              {label}
              {required}
            </legend>
            {q.options.map((option, index) => (
              <label key={option} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={ticked.includes(option)}
                  onChange={(e) =>
                    onChange({
                      ...answers,
                      [q.id]: e.target.checked ? [...ticked, option] : ticked.filter((x) => x !== option),
                    })
                  }
                />
                {choiceLabel(q, index, lang)}
              </label>
            ))}
          </fieldset>
        );
      })}
    </>
  );
}
