/**
 * What an order keeps of the submission besides its lines and costs (DESIGN.md section 12): where and when it goes,
 * the custom questions as asked with their answers, notes, the legal-age confirmation, the student and school, the
 * event suite, and the programs applied. Nothing the diner entered is dropped; contact data never includes a password.
 * Unknown or unanswered required questions are refused here, before anything is written.
 */
import type { DataFileMenu } from '@ordering/domain/menu/data-file';
import { AppError } from '../../../errors/app-error';
import type { PricedCheckout, PricedOrder, SubmissionInput } from './types';

export interface OrderRecord {
  contact: Record<string, unknown>;
  fulfilment: Record<string, unknown>;
  answers: { id: string; question: string; answer: string | string[] }[];
  notes: string | null;
  legalAgeConfirmed: boolean;
  student: Record<string, unknown> | null;
  eventSuite: Record<string, unknown> | null;
  programs: Record<string, unknown>;
}

const STUDENT_FIELDS = ['student', 'school', 'grade', 'classroom', 'teacher'] as const;

function questionError(id: string, reason: 'unknown' | 'required' | 'option'): AppError {
  return new AppError(400, 'error.invalidInput', {}, [
    {
      path: `body.data.checkout.questions.${id}`,
      message:
        reason === 'required'
          ? 'This question needs an answer'
          : reason === 'unknown'
            ? 'Unknown question'
            : 'Not one of the choices',
    },
  ]);
}

/** The answers with each question's text, checked against the restaurant's questions. */
export function answersOf(input: SubmissionInput): OrderRecord['answers'] {
  const asked = input.entry.data.order_options.custom_questions;
  const given = input.body.data.checkout.questions ?? [];
  for (const g of given)
    if (!asked.some((q) => q.id === String(g.id))) throw questionError(String(g.id), 'unknown');
  const answers: OrderRecord['answers'] = [];
  for (const q of asked) {
    const answer = given.find((g) => String(g.id) === q.id)?.answer;
    const values = answer === undefined ? [] : Array.isArray(answer) ? answer : [answer];
    const filled = values.filter((v) => v.trim() !== '');
    if (filled.length === 0) {
      if (q.required) throw questionError(q.id, 'required');
      continue;
    }
    if (q.options.length > 0 && filled.some((v) => !q.options.includes(v)))
      throw questionError(q.id, 'option');
    answers.push({
      id: q.id,
      question: q.question,
      answer: Array.isArray(answer) ? filled : (filled[0] ?? ''),
    });
  }
  return answers;
}

function fulfilmentOf(
  input: SubmissionInput,
  order: PricedOrder,
  zone: string | null,
  menus: DataFileMenu[],
) {
  const { config, checkout } = input.body.data;
  const delivery = input.body.type === 'delivery' ? checkout.delivery : undefined;
  return {
    type: input.body.type,
    time: order.pickupTime.toISOString(),
    scheduled: checkout.pickup?.scheduled ?? false,
    menus: menus.map((m) => ({ id: m.id, name: m.name })),
    ...(config.tableNum != null && String(config.tableNum) !== ''
      ? { tableNum: String(config.tableNum) }
      : {}),
    ...(config.tableInfo ? { table: config.tableInfo } : {}),
    ...(config.genericTableLocation ? { tableLocation: config.genericTableLocation } : {}),
    ...(delivery
      ? { delivery: { address: delivery.address ?? null, postalCode: delivery.postal_code ?? null, zone } }
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
          // K-12: delivered to the parent's student profile as it was at submission (DESIGN.md section 15).
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
