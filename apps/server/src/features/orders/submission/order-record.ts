/**
 * What an order keeps of the submission besides its lines and costs: where and when it goes,
 * the custom questions as asked with their answers, notes, the legal-age confirmation, the student and school, the
 * event suite, and the programs applied. Nothing the diner entered is dropped; contact data never includes a password.
 * The answers are checked by the domain's rule (ordering/custom-questions.ts) when the orders are validated, before
 * anything is priced or written.
 */
import { localized, type MenuLocale } from '@ordering/domain/menu/convert';
import type { DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { orderType, waysOf } from '@ordering/domain/order-types/index';
import {
  type AnswerProblem,
  type AnswerProblemReason,
  type CustomQuestion,
  checkAnswers,
  type KeptAnswer,
  questionInLocale,
  questionsFor,
} from '@ordering/domain/ordering/custom-questions';
import type { Costs } from '@ordering/domain/pricing/types';
import { AppError } from '../../../errors/app-error';
import { type Locale, type MessageKey, translate } from '../../../i18n/messages';
import { orderFlagsOf } from '../cart-rules';
import type { PricedCheckout, PricedOrder, SubmissionInput } from './types';

/** A question and its answer as a diner reads them in one language. */
export interface AnswerText {
  question: string;
  answer: string | string[];
}

/**
 * An answer as the order keeps it: `question` and `answer` as the diner read and chose them, in their language (the
 * staff ticket prints them, the kitchen reads what the diner read); `texts` the same in each language, as published
 * then, so a reader in the other language reads theirs (the diner's view picks it, orderView).
 */
export interface RecordedAnswer extends AnswerText {
  id: string;
  texts: Record<MenuLocale, AnswerText>;
}

export interface OrderRecord {
  contact: Record<string, unknown>;
  fulfilment: Record<string, unknown>;
  answers: RecordedAnswer[];
  notes: string | null;
  legalAgeConfirmed: boolean;
  student: Record<string, unknown> | null;
  eventSuite: Record<string, unknown> | null;
  programs: Record<string, unknown>;
}

const STUDENT_FIELDS = ['student', 'school', 'grade', 'classroom', 'teacher'] as const;

const QUESTION_MESSAGES: Record<AnswerProblemReason, MessageKey> = {
  unknown: 'error.questionUnknown',
  required: 'error.questionRequired',
  notAChoice: 'error.questionNotAChoice',
  oneChoice: 'error.questionOneChoice',
  answeredTwice: 'error.questionAnsweredTwice',
};

const menuLocale = (locale: Locale) => (locale === 'fr-CA' ? 'fr' : 'en');

/** A problem said in `locale`, naming the question as the diner reads it. */
function questionMessage(problem: AnswerProblem, locale: Locale): string {
  const q = problem.question;
  const question = q
    ? localized({ localization: q.localization ?? {}, question: q.question }, 'question', menuLocale(locale))
    : '';
  return translate(locale, QUESTION_MESSAGES[problem.reason], { question });
}

/** 400, said by the first problem; each problem named on its question in the details. Nothing is written. */
function answersError(problems: readonly AnswerProblem[], locale: Locale): AppError {
  const first = problems[0] as AnswerProblem;
  const error = new AppError(
    400,
    QUESTION_MESSAGES[first.reason],
    {},
    problems.map((p) => ({
      path: `body.data.checkout.questions.${p.questionId}`,
      message: questionMessage(p, locale),
    })),
  );
  error.localized = (l) => questionMessage(first, l);
  return error;
}

/** A kept answer in each language: the question as published in it, each choice as offered in it. */
function recordedAnswer(
  kept: KeptAnswer,
  question: CustomQuestion | undefined,
  locale: Locale,
): RecordedAnswer {
  const textIn = (lang: MenuLocale): AnswerText => {
    if (!question) return { question: kept.question, answer: kept.answer };
    const shown = questionInLocale(question, lang);
    return {
      question: shown.label,
      answer: Array.isArray(kept.answer) ? kept.answer.map(shown.option) : shown.option(kept.answer),
    };
  };
  const texts = { en: textIn('en'), fr: textIn('fr') };
  return { id: kept.id, ...texts[menuLocale(locale)], texts };
}

/**
 * The answers with each question's text, checked against the restaurant's questions asked of the order's way (their
 * `modes`) by the domain's rule: refused
 * when a question is unknown, answered twice, left unanswered while required, or answered off its choices (or with
 * several on a select-one question). Kept in the diner's language and in each language (`RecordedAnswer`).
 */
export function answersOf(input: SubmissionInput): OrderRecord['answers'] {
  const file = input.entry.data;
  // Only the questions asked of this way of ordering (a suite's number is not asked of a suite: its `modes`).
  const flags = orderFlagsOf(input.body.data.config, file);
  // A take-out order that does not say pickup or delivery in its flags says it by its type, as the rest of the
  // submission reads it: it is asked one way's questions, not both ways'.
  const questions = questionsFor(file.order_options.custom_questions, waysOf(flags, input.body.type));
  const checked = checkAnswers(questions, input.body.data.checkout.questions ?? []);
  if (!checked.ok) throw answersError(checked.problems, input.locale);
  return checked.answers.map((kept) =>
    recordedAnswer(
      kept,
      questions.find((q) => q.id === kept.id),
      input.locale,
    ),
  );
}

/** The service charge's label as the restaurant publishes it in each language (null where it has none). */
export type ChargeLabels = Record<MenuLocale, string | null>;

/** Costs as an order keeps them: the service charge labelled in the diner's language, and in each (`labels`). */
export type RecordedCosts = Costs & { serviceCharge: Costs['serviceCharge'] & { labels?: ChargeLabels } };

/**
 * An order's costs as it keeps them: the service charge's label (priced from the file's base text) said in the
 * diner's language, as their confirmation showed it and the staff ticket prints it for a console in that language,
 * with the label in each language for a reader of the other one (orderView).
 */
export function recordedCosts(file: RestaurantDataFile, costs: Costs, locale: Locale): RecordedCosts {
  const labelIn = (lang: MenuLocale) => localized(file.order_options, 'service_charge_label', lang) || null;
  const labels: ChargeLabels = { en: labelIn('en'), fr: labelIn('fr') };
  return {
    ...costs,
    serviceCharge: { ...costs.serviceCharge, label: labels[menuLocale(locale)], labels },
  };
}

/**
 * The table location and area the diner chose, named in each language as the data file publishes them, so a ticket
 * read in the other language says "Salle à manger" for "Dining room".
 */
function tablePlaceNames(file: RestaurantDataFile, locationName?: string | null, areaNumber?: string | null) {
  const location = (file.restaurant.generic_table_locations?.locations ?? []).find(
    (l) => l.name === locationName,
  );
  if (!location) return {};
  const area = location.areas.find((a) => a.number === areaNumber);
  const names = (entity: Parameters<typeof localized>[0], key: string, base: string) => ({
    en: localized(entity, key, 'en') || base,
    fr: localized(entity, key, 'fr') || base,
  });
  return {
    tableLocationNames: names(location, 'name', location.name),
    ...(area ? { tableAreaNames: names(area, 'label', area.label) } : {}),
  };
}

/** The unit, buzzer and drop-off instructions a diner typed, trimmed; a blank one is not kept. */
function deliveryDetails(delivery: NonNullable<SubmissionInput['body']['data']['checkout']['delivery']>) {
  const details: { unit?: string; buzzer?: string; instructions?: string } = {};
  for (const key of ['unit', 'buzzer', 'instructions'] as const) {
    const value = delivery[key]?.trim();
    if (value) details[key] = value;
  }
  return details;
}

function fulfilmentOf(
  input: SubmissionInput,
  order: PricedOrder,
  zone: string | null,
  menus: DataFileMenu[],
) {
  const { config, checkout } = input.body.data;
  const delivery = orderType(input.body.type).needs.address ? checkout.delivery : undefined;
  return {
    type: input.body.type,
    time: order.pickupTime.toISOString(),
    scheduled: checkout.pickup?.scheduled ?? false,
    // The board and the report of ready times tell an order staff entered from a diner's own.
    ...(input.staff ? { enteredBy: 'staff' } : {}),
    menus: menus.map((m) => ({ id: m.id, name: m.name })),
    ...(config.tableNum != null && String(config.tableNum) !== ''
      ? { tableNum: String(config.tableNum) }
      : {}),
    ...(config.tableInfo ? { table: config.tableInfo } : {}),
    ...(config.genericTableLocation ? { tableLocation: config.genericTableLocation } : {}),
    ...tablePlaceNames(
      input.entry.data,
      config.tableInfo?.tableLocation ?? config.genericTableLocation,
      config.tableInfo?.tableArea,
    ),
    ...(delivery
      ? {
          delivery: {
            address: delivery.address ?? null,
            postalCode: delivery.postal_code ?? null,
            zone,
            ...deliveryDetails(delivery),
          },
        }
      : {}),
  };
}

export function orderRecord(
  input: SubmissionInput,
  checkout: PricedCheckout,
  order: PricedOrder,
  answers: OrderRecord['answers'],
): OrderRecord {
  const { body } = input;
  const { password: _password, ...contact } = body.data.checkout.contact ?? {};
  const delivery = body.data.checkout.delivery;
  const studentFields = STUDENT_FIELDS.filter((f) => delivery?.[f]);
  const menus = [...new Set(order.items.map((i) => i.menu_id))]
    .map((id) => input.entry.data.menus.find((m) => m.id === id))
    .filter((m): m is DataFileMenu => m !== undefined);
  const suites = body.data.suites;
  const suitesInfo = body.data.checkout.suitesInfo;
  return {
    contact: {
      ...contact,
      // The diner's language: the kitchen's ticket says it, and the order-ready text is sent in it.
      locale: input.locale,
      table: body.data.config.tableInfo ?? null,
      tableNum: body.data.config.tableNum ?? null,
      notes: body.data.checkout.pickup?.notes ?? null,
    },
    fulfilment: fulfilmentOf(input, order, checkout.deliveryZone, menus),
    answers,
    notes: body.data.checkout.pickup?.notes?.trim() || null,
    legalAgeConfirmed: body.data.checkout.legalAge === true,
    student: order.student
      ? {
          // K-12: delivered to the parent's student profile as it was at submission.
          student: order.student.name,
          studentId: order.student.id,
          school: order.student.school,
          grade: order.student.grade,
          classroom: order.student.classroom,
          teacher: order.student.teacher,
          date: order.date,
        }
      : studentFields.length > 0
        ? { ...Object.fromEntries(studentFields.map((f) => [f, delivery?.[f]])), date: order.date }
        : null,
    eventSuite:
      suites?.eventSuiteId != null || suitesInfo
        ? { eventSuiteId: suites?.eventSuiteId ?? null, ...(suitesInfo ?? {}) }
        : null,
    programs: {
      promoCode: checkout.promoCode,
      giftCard: checkout.costs.voucher.amount > 0 ? checkout.costs.voucher.code : null,
      subsidy: checkout.costs.subsidyDiscount.amount > 0 ? checkout.costs.subsidyDiscount.code : null,
      memberPromo: checkout.costs.memberDiscount.amount > 0 ? checkout.costs.memberDiscount : null,
      credits: checkout.costs.credits.amount > 0 ? checkout.costs.credits.amount : null,
      member: checkout.member,
      loyaltyStatus: checkout.loyaltyStatus,
    },
  };
}
