import { describe, expect, it } from 'vitest';
import {
  type AnswerProblemReason,
  type CustomQuestion,
  checkAnswers,
  type GivenAnswer,
  type KeptAnswer,
  questionInLocale,
  questionsFor,
  unansweredRequired,
} from './custom-questions';

const question = (over: Partial<CustomQuestion> & Pick<CustomQuestion, 'id'>): CustomQuestion => ({
  question: `Question ${over.id}`,
  options: [],
  question_type: 'select_one',
  required: false,
  modes: null,
  localization: {},
  ...over,
});

// As maple-table asks them: an optional select-one, an optional checkbox list, a required select-one.
const QUESTIONS = [
  question({ id: 'q-heard', options: ['Friends or family', 'Instagram'] }),
  question({ id: 'q-extras', question_type: 'checkbox', options: ['Cutlery', 'Napkins', 'Extra ketchup'] }),
  question({
    id: 'q-allergies',
    options: ['No allergies', "Yes, I've noted it on my items"],
    required: true,
  }),
  // A checkbox without choices is one box: its answer is free.
  question({ id: 'q-ok', question_type: 'checkbox' }),
];

const allergies: GivenAnswer = { id: 'q-allergies', answer: 'No allergies' };

describe('custom question answers: what is kept', () => {
  it.each<[string, GivenAnswer[], KeptAnswer[]]>([
    [
      'the required answer alone',
      [allergies],
      [{ id: 'q-allergies', question: 'Question q-allergies', answer: 'No allergies' }],
    ],
    [
      'every answer in the restaurant’s question order, checkboxes as a list',
      [allergies, { id: 'q-extras', answer: ['Napkins', 'Cutlery'] }, { id: 'q-heard', answer: 'Instagram' }],
      [
        { id: 'q-heard', question: 'Question q-heard', answer: 'Instagram' },
        { id: 'q-extras', question: 'Question q-extras', answer: ['Napkins', 'Cutlery'] },
        { id: 'q-allergies', question: 'Question q-allergies', answer: 'No allergies' },
      ],
    ],
    [
      'a select-one choice sent as a list of one, kept as text',
      [{ id: 'q-allergies', answer: ['No allergies'] }],
      [{ id: 'q-allergies', question: 'Question q-allergies', answer: 'No allergies' }],
    ],
    [
      'an optional question left blank, dropped; a box ticked twice, once',
      [allergies, { id: 'q-heard', answer: ' ' }, { id: 'q-extras', answer: ['Cutlery', 'Cutlery', ''] }],
      [
        { id: 'q-extras', question: 'Question q-extras', answer: ['Cutlery'] },
        { id: 'q-allergies', question: 'Question q-allergies', answer: 'No allergies' },
      ],
    ],
    [
      'a checkbox without choices, with any text',
      [allergies, { id: 'q-ok', answer: ['Yes'] }],
      [
        { id: 'q-allergies', question: 'Question q-allergies', answer: 'No allergies' },
        { id: 'q-ok', question: 'Question q-ok', answer: ['Yes'] },
      ],
    ],
  ])('%s', (_name, given, kept) => {
    expect(checkAnswers(QUESTIONS, given)).toEqual({ ok: true, answers: kept });
  });

  it('asks nothing when the restaurant has no questions', () => {
    expect(checkAnswers([], [])).toEqual({ ok: true, answers: [] });
  });
});

describe('custom question answers: what is refused', () => {
  it.each<[string, GivenAnswer[], [string, AnswerProblemReason][]]>([
    ['the required question unanswered', [], [['q-allergies', 'required']]],
    [
      'the required question answered blank',
      [{ id: 'q-allergies', answer: ['  '] }],
      [['q-allergies', 'required']],
    ],
    ['a question the restaurant does not ask', [allergies, { id: 'q-x', answer: 'y' }], [['q-x', 'unknown']]],
    [
      'an answer that is not one of the choices',
      [{ id: 'q-allergies', answer: 'Peanuts' }],
      [['q-allergies', 'notAChoice']],
    ],
    [
      'a ticked box that is not one of the choices',
      [allergies, { id: 'q-extras', answer: ['Cutlery', 'Straws'] }],
      [['q-extras', 'notAChoice']],
    ],
    [
      'two choices on a select-one question',
      [{ id: 'q-allergies', answer: ['No allergies', "Yes, I've noted it on my items"] }],
      [['q-allergies', 'oneChoice']],
    ],
    [
      'the same question answered twice, even alike',
      [allergies, { id: 'q-allergies', answer: "Yes, I've noted it on my items" }],
      [['q-allergies', 'answeredTwice']],
    ],
    [
      'a question answered twice, the second time blank',
      [allergies, { id: 'q-heard', answer: 'Instagram' }, { id: 'q-heard', answer: '' }],
      [['q-heard', 'answeredTwice']],
    ],
    [
      'each problem, the answers sent first, then the questions asked',
      [
        { id: 'q-heard', answer: ['Instagram', 'Friends or family'] },
        { id: 7, answer: 'x' },
      ],
      [
        ['7', 'unknown'],
        ['q-heard', 'oneChoice'],
        ['q-allergies', 'required'],
      ],
    ],
  ])('%s', (_name, given, problems) => {
    const result = checkAnswers(QUESTIONS, given);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.questionId, p.reason])).toEqual(problems);
    // A known question travels with its problem, so its text can be said in the diner's language.
    for (const p of result.problems)
      expect(p.question?.id).toBe(p.reason === 'unknown' ? undefined : p.questionId);
  });
});

describe('which questions a diner is asked, by the way they order', () => {
  // As lakeshore-stadium asks them: the suite number of a generic catering order only; the allergy question of all.
  const suiteNumber = question({
    id: 'ls-q-suite',
    options: ['Suite 1–10', 'Club lounge'],
    modes: ['catering'],
  });
  const allergy = question({ id: 'q-allergies', options: ['No allergies'], required: true });
  const pickupOnly = question({ id: 'q-car', modes: ['pickup'] });
  const LIST = [suiteNumber, allergy, pickupOnly];

  it.each<[Parameters<typeof questionsFor>[1], string[]]>([
    [['catering'], ['ls-q-suite', 'q-allergies']],
    [['suite'], ['q-allergies']],
    [['dine-in'], ['q-allergies']],
    [
      ['pickup', 'delivery'],
      ['q-allergies', 'q-car'],
    ],
    [['delivery'], ['q-allergies']],
    [null, ['ls-q-suite', 'q-allergies', 'q-car']],
  ])('%j is asked %j', (ways, ids) => {
    expect(questionsFor(LIST, ways).map((q) => q.id)).toEqual(ids);
  });

  it('a question not asked of this way is not required, and an answer to it is unknown', () => {
    const asked = questionsFor([question({ id: 'q-suite', required: true, modes: ['catering'] })], ['suite']);
    expect(checkAnswers(asked, [])).toEqual({ ok: true, answers: [] });
    expect(checkAnswers(asked, [{ id: 'q-suite', answer: 'x' }])).toMatchObject({
      ok: false,
      problems: [{ questionId: 'q-suite', reason: 'unknown' }],
    });
  });
});

describe('a question as the diner reads it', () => {
  const suite = question({
    id: 'q-suite',
    question: 'Suite number or meeting room',
    options: ['Club lounge', 'Boardroom'],
    localization: { fr: { question: 'Numéro de loge ou salle de réunion', options: ['Salon club'] } },
  });
  it.each([
    ['en', 'Suite number or meeting room', 'Club lounge', 'Boardroom'],
    ['fr', 'Numéro de loge ou salle de réunion', 'Salon club', 'Boardroom'],
  ] as const)(
    'in %s: the text, each offered answer, and its own wording where no translation is given',
    (lang, label, first, second) => {
      const shown = questionInLocale(suite, lang);
      expect([
        shown.label,
        shown.option('Club lounge'),
        shown.option('Boardroom'),
        shown.option('Other'),
      ]).toEqual([label, first, second, 'Other']);
    },
  );
});

describe('unansweredRequired', () => {
  it.each<[string, Record<string, string | string[]>, string[]]>([
    ['no answers', {}, ['q-allergies']],
    ['a blank text', { 'q-allergies': '  ' }, ['q-allergies']],
    ['an empty list', { 'q-allergies': [] }, ['q-allergies']],
    ['a list of blanks', { 'q-allergies': [' ', ''] }, ['q-allergies']],
    ['answered', { 'q-allergies': 'No allergies' }, []],
  ])('%s', (_name, answers, expected) => {
    expect(unansweredRequired(QUESTIONS, answers).map((q) => q.id)).toEqual(expected);
  });
});
