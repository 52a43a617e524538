/**
 * An order keeps its texts in the diner's language, and in each: the service charge's label and
 * the custom questions with their answers. The diner's view says them in the language it is read in; the staff ticket
 * (which prints a stored label for a console in the order's language) gets the diner's; staff reports name items as
 * published in each language.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import {
  APPROVED_CARD,
  CountingGateway,
  cartItem,
  futureSlot,
  GUEST,
  orderDataFile,
  payingApp,
  submissionBody,
  submitter,
} from '../../testing/order-fixtures';
import { signInStaff } from '../../testing/staff';

const R = 9620;

const ALLERGY = {
  id: 'q-allergies',
  question: 'Does anyone in your party have a food allergy?',
  question_type: 'select_one',
  options: ['No allergies', "Yes, I've noted it on my items"],
  required: true,
  localization: {
    fr: {
      question: 'Une personne de votre groupe a-t-elle une allergie alimentaire ?',
      options: ['Aucune allergie', 'Oui, je l’ai noté sur mes articles'],
    },
  },
};
const EXTRAS = {
  id: 'q-extras',
  question: 'Add to your order',
  question_type: 'checkbox',
  options: ['Cutlery', 'Napkins'],
  localization: { fr: { question: 'Ajouter à votre commande', options: ['Ustensiles', 'Serviettes'] } },
};

/** Asked of deliveries only: a take-out order that names neither way in its flags is a pickup by its type. */
const BUZZER = {
  id: 'q-buzzer',
  question: 'Leave it at the door?',
  question_type: 'select_one',
  options: ['Yes', 'No, buzz me'],
  required: true,
  modes: ['delivery'],
};

function dataFile() {
  const file = orderDataFile({ id: R, slug: 'record-languages' });
  file.restaurant = { ...file.restaurant, service_charge: '10' } as typeof file.restaurant;
  (file as Record<string, unknown>).order_options = {
    service_charge_label: 'Service charge',
    custom_questions: [ALLERGY, EXTRAS, BUZZER],
    localization: { fr: { service_charge_label: 'Frais de service' } },
  };
  const menus = file.menus as { id: string; sections: { items: { id: string }[] }[] }[];
  (file as { menus: unknown }).menus = menus.map((m) => ({
    ...m,
    sections: m.sections.map((s) => ({
      ...s,
      items: s.items.map((i) =>
        i.id === 'bowl' ? { ...i, localization: { fr: { name: 'Bol de riz' } } } : i,
      ),
    })),
  }));
  return file;
}

const { ctx, setUp } = payingApp(
  () => new CountingGateway(),
  () => [dataFile()],
);
setUp();

let seq = 0;
const submit = submitter(
  () => ctx.t,
  R,
  () => `record-languages-${Date.now()}-${seq++}`,
);

const body = () =>
  submissionBody(R, {
    items: [cartItem('bowl')],
    checkout: {
      paymentMethod: 'credit_card',
      contact: GUEST,
      questions: [
        { id: 'q-allergies', answer: 'No allergies' },
        { id: 'q-extras', answer: ['Napkins', 'Cutlery'] },
      ],
      pickup: { scheduled: true },
      card: APPROVED_CARD,
    },
    pickup: futureSlot(50 + (seq % 40)),
  });

const ENGLISH = [
  { id: 'q-allergies', question: 'Does anyone in your party have a food allergy?', answer: 'No allergies' },
  { id: 'q-extras', question: 'Add to your order', answer: ['Napkins', 'Cutlery'] },
];
const FRENCH = [
  {
    id: 'q-allergies',
    question: 'Une personne de votre groupe a-t-elle une allergie alimentaire ?',
    answer: 'Aucune allergie',
  },
  { id: 'q-extras', question: 'Ajouter à votre commande', answer: ['Serviettes', 'Ustensiles'] },
];

const place = async (locale: 'en-CA' | 'fr-CA') => {
  const res = await submit(body(), { locale });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; answers: unknown; costs: { serviceCharge: { label: string | null } } };
};

const dinerView = async (id: string, locale: 'en-CA' | 'fr-CA') => {
  const res = await ctx.t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { locale } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const staffTicket = async (id: string, locale: 'en-CA' | 'fr-CA') => {
  const owner = await signInStaff(ctx.t.db, { restaurantId: R, role: 'owner' });
  const res = await ctx.t.app.inject({
    method: 'GET',
    url: `/api/staff/orders/${id}`,
    headers: { ...owner.headers(), locale },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('an order keeps its texts in the diner’s language and in each', () => {
  it('a French order stores the French label, question and answers, with the English kept too', async () => {
    const placed = await place('fr-CA');
    expect(placed.answers).toEqual(FRENCH);
    expect(placed.costs.serviceCharge.label).toBe('Frais de service');

    const [row] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, placed.id));
    const text = ({ question, answer }: { question: string; answer: unknown }) => ({ question, answer });
    expect(row!.answers).toEqual(
      FRENCH.map((fr, i) => ({ ...fr, texts: { en: text(ENGLISH[i]!), fr: text(fr) } })),
    );
    expect((row!.costs as { serviceCharge: unknown }).serviceCharge).toMatchObject({
      label: 'Frais de service',
      labels: { en: 'Service charge', fr: 'Frais de service' },
    });
  });

  it('the diner reads a French order in either language', async () => {
    const placed = await place('fr-CA');
    const fr = await dinerView(placed.id, 'fr-CA');
    expect(fr.answers).toEqual(FRENCH);
    expect(fr.costs.serviceCharge.label).toBe('Frais de service');
    expect(fr.costs.serviceCharge.labels).toBeUndefined();
    const en = await dinerView(placed.id, 'en-CA');
    expect(en.answers).toEqual(ENGLISH);
    expect(en.costs.serviceCharge.label).toBe('Service charge');
  });

  it('an English order stays English for its diner, and reads French in French', async () => {
    const placed = await place('en-CA');
    expect(placed.answers).toEqual(ENGLISH);
    expect(placed.costs.serviceCharge.label).toBe('Service charge');
    expect((await dinerView(placed.id, 'fr-CA')).answers).toEqual(FRENCH);
    expect((await dinerView(placed.id, 'fr-CA')).costs.serviceCharge.label).toBe('Frais de service');
  });

  it('the staff ticket gets the diner’s texts: French for a French order, English for an English one', async () => {
    // The diner's texts, with both languages beside them for a console in the other one.
    const both = ENGLISH.map((en, i) => ({
      en: { question: en.question, answer: en.answer },
      fr: FRENCH[i],
    }));
    const withTexts = (answers: typeof ENGLISH) =>
      answers.map((a, i) => ({
        ...a,
        texts: { en: both[i]?.en, fr: { question: both[i]?.fr?.question, answer: both[i]?.fr?.answer } },
      }));
    const french = await staffTicket((await place('fr-CA')).id, 'fr-CA');
    expect(french.locale).toBe('fr-CA');
    expect(french.answers).toEqual(withTexts(FRENCH));
    expect(french.costs.serviceCharge.label).toBe('Frais de service');
    const english = await staffTicket((await place('en-CA')).id, 'fr-CA');
    expect(english.answers).toEqual(withTexts(ENGLISH));
    expect(english.costs.serviceCharge.label).toBe('Service charge');
  });

  it.each(['en-CA', 'fr-CA'] as const)(
    'staff reports (%s console) get each line’s name as published in each language',
    async (locale) => {
      const placed = await place('en-CA');
      const ticket = await staffTicket(placed.id, locale);
      expect(ticket.lines[0]).toMatchObject({
        name: 'Rice bowl',
        names: { en: 'Rice bowl', fr: 'Bol de riz' },
      });
    },
  );
});

describe('the questions of a take-out order that names neither way in its flags', () => {
  it('are those of its type: a pickup is not asked the delivery question, and may not answer it', async () => {
    // Every order above is such a pickup, placed without the buzzer code (required of deliveries).
    const placed = await place('en-CA');
    expect(placed.answers).toEqual(ENGLISH);
    const answered = body();
    const checkout = answered.data.checkout as { questions: { id: string; answer: unknown }[] };
    checkout.questions = [...checkout.questions, { id: 'q-buzzer', answer: 'Yes' }];
    const res = await submit(answered);
    expect(res.statusCode, res.body).toBe(400);
  });
});
