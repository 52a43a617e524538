/**
 * The restaurant's custom questions at checkout (customQuestions): the diner's answers checked
 * against the questions asked, and kept with each question's text. The browser asks them; the
 * server checks them here whatever the client sent: every answer is to a question asked, each question is answered
 * once, a required question is answered, an answer is one of the choices offered, and a select-one question takes
 * one choice.
 */
import { localized, type MenuLocale } from '../menu/convert';
import type { RestaurantDataFile } from '../menu/data-file';
import { isForWays, type OrderingWay } from './ordering-way';

export type CustomQuestion = RestaurantDataFile['order_options']['custom_questions'][number];

/** One entry of `checkout.questions` as sent: a select-one answer is text, a checkbox answer a list. */
export interface GivenAnswer {
  id: string | number;
  answer: string | readonly string[];
}

export interface KeptAnswer {
  id: string;
  question: string;
  answer: string | string[];
}

export type AnswerProblemReason = 'unknown' | 'answeredTwice' | 'required' | 'notAChoice' | 'oneChoice';

export interface AnswerProblem {
  questionId: string;
  reason: AnswerProblemReason;
  /** The question, when it is one the restaurant asks (absent for an unknown one). */
  question?: CustomQuestion;
}

export type AnswersCheck = { ok: true; answers: KeptAnswer[] } | { ok: false; problems: AnswerProblem[] };

/**
 * The questions asked of a diner ordering one of `ways` (null: not known yet, all): those without `modes`, and those
 * whose modes include the diner's way. A question not asked is not required, and an answer to it is unknown.
 */
export function questionsFor(
  questions: readonly CustomQuestion[],
  ways: readonly OrderingWay[] | null,
): CustomQuestion[] {
  return questions.filter((q) => isForWays(q, ways));
}

const valuesOf = (answer: GivenAnswer['answer'] | undefined): string[] =>
  answer === undefined ? [] : typeof answer === 'string' ? [answer] : [...answer];

/** The values of an answer that count: blank ones are none, and a choice ticked twice counts once. */
export const answeredValues = (answer: GivenAnswer['answer'] | undefined): string[] => [
  ...new Set(valuesOf(answer).filter((v) => v.trim() !== '')),
];

/** Whether an answer says anything: text that is not blank, or at least one choice that is not. */
export const isAnswered = (answer: GivenAnswer['answer'] | undefined) => answeredValues(answer).length > 0;

/** The required questions among `questions` that `answers` (by question id) leave unanswered, in question order. */
export function unansweredRequired(
  questions: readonly CustomQuestion[],
  answers: Readonly<Record<string, GivenAnswer['answer']>>,
): CustomQuestion[] {
  return questions.filter((q) => q.required && !isAnswered(answers[q.id]));
}

/**
 * The answers kept with their question's text, in the restaurant's question order; or every problem, in the order
 * the answers were sent then the questions asked. Blank answers count as none; a choice ticked twice counts once.
 */
export function checkAnswers(
  questions: readonly CustomQuestion[],
  given: readonly GivenAnswer[],
): AnswersCheck {
  const problems: AnswerProblem[] = [];
  const byQuestion = new Map<string, GivenAnswer>();
  for (const g of given) {
    const id = String(g.id);
    const question = questions.find((q) => q.id === id);
    if (!question) problems.push({ questionId: id, reason: 'unknown' });
    else if (byQuestion.has(id)) problems.push({ questionId: id, reason: 'answeredTwice', question });
    else byQuestion.set(id, g);
  }

  const answers: KeptAnswer[] = [];
  for (const q of questions) {
    const sent = byQuestion.get(q.id)?.answer;
    const filled = answeredValues(sent);
    const problem = (reason: AnswerProblemReason) => problems.push({ questionId: q.id, reason, question: q });
    if (filled.length === 0) {
      if (q.required) problem('required');
      continue;
    }
    if (q.question_type === 'select_one' && filled.length > 1) problem('oneChoice');
    else if (q.options.length > 0 && filled.some((v) => !q.options.includes(v))) problem('notAChoice');
    else
      answers.push({
        id: q.id,
        question: q.question,
        // A select-one question has one answer, kept as text; checkboxes keep the list ticked.
        answer: q.question_type === 'select_one' ? (filled[0] as string) : filled,
      });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers };
}

/**
 * A question as a diner reads it in `lang`: its text, and each offered answer's wording. The answer a diner gives and
 * the order keeps is the restaurant's own wording (`options`); only what is shown is translated.
 */
export function questionInLocale(
  question: CustomQuestion,
  lang: MenuLocale,
): { label: string; option: (answer: string) => string } {
  const translated = (question.localization as Record<string, { options?: unknown }> | undefined)?.[lang]
    ?.options;
  return {
    label: localized(question, 'question', lang) || question.question,
    option: (answer) => {
      const i = question.options.indexOf(answer);
      return i >= 0 && Array.isArray(translated) && typeof translated[i] === 'string'
        ? translated[i]
        : answer;
    },
  };
}
