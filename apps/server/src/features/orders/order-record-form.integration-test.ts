/**
 * What a submission may put in an order, through the API: a given contact e-mail and phone are
 * valid (the checkout form's messages); custom questions take one answer each, and one choice on a select-one
 * question. Every refusal is a translated 400 that writes nothing, at /orders and /orders/create-marketplace-order
 * alike (one pipeline).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { body, ctx, ENDPOINTS, recordApp, submit, written } from './order-record-fixtures';

recordApp();

/** The translated 400 of one field of the checkout, its message said once more for the field. */
const refusal = (field: string, message: string) => ({
  code: 400,
  message,
  details: [{ path: `body.data.checkout.${field}`, message }],
});

describe('a given contact e-mail and phone must be valid', () => {
  it.each(ENDPOINTS)(
    '%s refuses an e-mail that is not one, in the diner’s language, and writes nothing',
    async (url, restaurantId) => {
      const before = await written();
      const contact = { full_name: 'Ada Diner', email: 'not-an-email', phone_number: '416-555-0100' };
      const res = await submit(body({ restaurantId, contact }), { url, restaurantId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal('contact.email', "This email isn't valid."));
      const fr = await submit(body({ restaurantId, contact }), { url, restaurantId, locale: 'fr-CA' });
      expect(fr.json().message).toBe('Cette adresse courriel n’est pas valide.');
      expect(await written()).toEqual(before);
    },
  );

  it.each(ENDPOINTS)('%s refuses a phone of letters and writes nothing', async (url, restaurantId) => {
    const before = await written();
    const contact = { full_name: 'Ada Diner', email: 'ada@example.com', phone_number: 'abc' };
    const res = await submit(body({ restaurantId, contact }), { url, restaurantId, locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('contact.phone_number', 'Ce numéro de téléphone n’est pas valide.'));
    expect(await written()).toEqual(before);
  });

  it('names both fields when both are wrong', async () => {
    const res = await submit(body({ contact: { full_name: 'Ada', email: 'ada@', phone_number: '555' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([
      'body.data.checkout.contact.email',
      'body.data.checkout.contact.phone_number',
    ]);
  });

  it('takes a phone typed loosely, and a contact without e-mail or phone (fields a checkout may not ask)', async () => {
    const loose = await submit(
      body({ contact: { full_name: 'Ada', email: ' ada@example.com ', phone_number: '1 (416) 555-0100' } }),
    );
    expect(loose.statusCode, loose.body).toBe(200);
    const none = await submit(body({ contact: { full_name: 'Ada', email: '', phone_number: '' } }));
    expect(none.statusCode, none.body).toBe(200);
  });
});

describe('custom questions: one answer each, one choice on a select-one question', () => {
  it.each(ENDPOINTS)(
    '%s refuses two choices on a select-one question, and writes nothing',
    async (url, restaurantId) => {
      const before = await written();
      const questions = [{ id: 'q-allergies', answer: ['No allergies', "Yes, I've noted it on my items"] }];
      const res = await submit(body({ restaurantId, questions }), { url, restaurantId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        refusal(
          'questions.q-allergies',
          'Please choose only one answer to “Does anyone in your party have a food allergy?”.',
        ),
      );
      const fr = await submit(body({ restaurantId, questions }), { url, restaurantId, locale: 'fr-CA' });
      expect(fr.json().message).toBe(
        'Veuillez choisir une seule réponse à « Une personne de votre groupe a-t-elle une allergie alimentaire? ».',
      );
      expect(await written()).toEqual(before);
    },
  );

  it.each(ENDPOINTS)(
    '%s refuses a question answered twice, and writes nothing',
    async (url, restaurantId) => {
      const before = await written();
      const questions = [
        { id: 'q-allergies', answer: 'No allergies' },
        { id: 'q-allergies', answer: "Yes, I've noted it on my items" },
      ];
      const res = await submit(body({ restaurantId, questions }), { url, restaurantId, locale: 'fr-CA' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'La question « Une personne de votre groupe a-t-elle une allergie alimentaire? » a reçu plus d’une réponse. Veuillez n’y répondre qu’une fois.',
      );
      expect(res.json().details).toEqual([
        {
          path: 'body.data.checkout.questions.q-allergies',
          message: expect.stringContaining('plus d’une réponse'),
        },
      ]);
      expect(await written()).toEqual(before);
    },
  );

  it('says a missing required answer in the diner’s language', async () => {
    const res = await submit(body({ questions: [] }), { locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Veuillez répondre à « Une personne de votre groupe a-t-elle une allergie alimentaire? ».',
    );
  });

  it('keeps one choice of a select-one question as text, and the boxes ticked', async () => {
    const res = await submit(
      body({
        questions: [
          { id: 'q-allergies', answer: ["Yes, I've noted it on my items"] },
          { id: 'q-extras', answer: ['Napkins', 'Cutlery'] },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await ctx.t.db.select().from(orders).where(eq(orders.publicId, res.json().id));
    const allergies = {
      question: 'Does anyone in your party have a food allergy?',
      answer: "Yes, I've noted it on my items",
    };
    const extras = { question: 'Add to your order', answer: ['Napkins', 'Cutlery'] };
    // In the diner's language, and in each (order-record-languages.integration-test.ts).
    expect(order!.answers).toEqual([
      {
        id: 'q-allergies',
        ...allergies,
        texts: {
          en: allergies,
          fr: { ...allergies, question: 'Une personne de votre groupe a-t-elle une allergie alimentaire?' },
        },
      },
      { id: 'q-extras', ...extras, texts: { en: extras, fr: extras } },
    ]);
  });
});
