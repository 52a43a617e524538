/** The user-owned records: saved cards (tokenized, the default, replacements refused) and students in a school program. */
import { describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema';
import { a, card, t, useAccountRecords } from './account-records-test-kit';
import { BISTRO, call, SCHOOL, signUp } from './accounts-test-kit';

useAccountRecords();

describe('saved cards', () => {
  it('tokenizes through the gateway and stores only token, brand, last 4 and expiry; the first card is the default', async () => {
    const u = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/auth/payment-method', card(), { token: u.token });
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json();
    expect(res.json()).toEqual([
      {
        paymentCardId: first.paymentCardId,
        isDefault: true,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        expiry: '12/30',
      },
    ]);
    const rows = await t.handle.db.select().from(paymentMethods);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect(rows.find((r) => r.publicId === first.paymentCardId)?.token).toMatch(/^tok_sbx_approve_/);

    const second = await call(
      t.app,
      'POST',
      '/api/auth/payment-method',
      card('5555 5555 5555 4444', { savingFromCheckout: true }),
      { token: u.token },
    );
    expect(second.json().map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    const mc = second.json()[1].paymentCardId;
    const made = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: mc, isDefault: true },
      { token: u.token },
    );
    expect(made.json().map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    const replaced = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: first.paymentCardId, cardNumber: '3782 822463 10005', expiry: '0131', cvd: '1234' },
      { token: u.token },
    );
    expect(replaced.json()[1]).toMatchObject({
      paymentCardId: first.paymentCardId,
      brand: 'amex',
      last4: '0005',
      expiry: '01/31',
    });
    const deleted = await call(
      t.app,
      'POST',
      '/api/auth/delete-payment',
      { paymentCardId: mc },
      { token: u.token },
    );
    expect(deleted.json()).toEqual([
      expect.objectContaining({ paymentCardId: first.paymentCardId, isDefault: true }),
    ]);
    const profile = await call(t.app, 'POST', '/api/auth/get-native-user-info', {}, { token: u.token });
    expect(profile.json().paymentMethods).toHaveLength(1);
  });

  const INVALID_CARD = 'Cette carte de crédit n’est pas valide.';
  const INVALID_EXPIRY = 'Cette date d’expiration n’est pas valide.';
  it.each([
    ['a number failing Luhn', card('4242 4242 4242 4241'), [['body.cardNumber', INVALID_CARD]]],
    ['letters in the number', card('4242 4242 4242 424x2'), [['body.cardNumber', INVALID_CARD]]],
    ['an expired date', card('4242 4242 4242 4242', { expiry: '01/20' }), [['body.expiry', INVALID_EXPIRY]]],
    ['month 13', card('4242 4242 4242 4242', { expiry: '13/30' }), [['body.expiry', INVALID_EXPIRY]]],
    [
      'both',
      card('4242 4242 4242 4241', { expiry: '1330' }),
      [
        ['body.cardNumber', INVALID_CARD],
        ['body.expiry', INVALID_EXPIRY],
      ],
    ],
  ])('refuses %s on its field, in the request language', async (_, body, fields) => {
    const res = await call(t.app, 'POST', '/api/auth/payment-method', body, {
      token: a.token,
      locale: 'fr-CA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: fields[0]![1],
      details: fields.map(([path, message]) => ({ path, message })),
    });
  });

  it('says which field of a replacement card is wrong, in English too', async () => {
    const [c] = (await call(t.app, 'POST', '/api/auth/payment-method', card(), { token: a.token })).json();
    const res = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: c.paymentCardId, cardNumber: '4242424242424242', expiry: '13/30', cvd: '123' },
      { token: a.token },
    );
    expect(res.json()).toEqual({
      code: 400,
      message: 'This expiry date is invalid.',
      details: [{ path: 'body.expiry', message: 'This expiry date is invalid.' }],
    });
  });

  it('refuses a wrong security code as invalid card information', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/auth/payment-method',
      card('4242 4242 4242 4242', { cvd: '12' }),
      {
        token: a.token,
        locale: 'fr-CA',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Les renseignements de la carte ne sont pas valides.' });
  });

  it('refuses a partial replacement card', async () => {
    const [c] = (await call(t.app, 'POST', '/api/auth/payment-method', card(), { token: a.token })).json();
    const res = await call(
      t.app,
      'PUT',
      '/api/auth/payment-method',
      { paymentCardId: c.paymentCardId, cardNumber: '4242424242424242' },
      { token: a.token },
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('students', () => {
  it('places a student in one of the program’s schools, clearing what is not in its lists', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/auth/students',
      {
        name: 'Léa',
        school: 'maplewood middle school',
        grade: '7',
        classroom: '999',
        teacher: 'Ms. Kowalski',
      },
      { token: a.token, restaurant: SCHOOL },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { student, students } = res.json();
    expect(student).toMatchObject({
      name: 'Léa',
      school: 'Maplewood Middle School',
      grade: '7',
      classroom: null,
      teacher: 'Ms. Kowalski',
    });
    expect(students).toEqual([student]);
    const updated = await call(
      t.app,
      'PUT',
      `/api/auth/students/${student.id}`,
      {
        name: 'Léa T.',
        school: 'Northview Public School',
        grade: 'SK',
        classroom: '101',
        teacher: 'Ms. Patel',
      },
      { token: a.token, restaurant: SCHOOL },
    );
    expect(updated.json().student).toMatchObject({
      id: student.id,
      name: 'Léa T.',
      school: 'Northview Public School',
      grade: 'SK',
      classroom: '101',
    });
    const profile = await call(
      t.app,
      'POST',
      '/api/auth/get-native-user-info',
      {},
      {
        token: a.token,
        restaurant: SCHOOL,
      },
    );
    expect(profile.json().students).toHaveLength(1);
    const other = await call(
      t.app,
      'POST',
      '/api/auth/get-native-user-info',
      {},
      { token: a.token, restaurant: BISTRO },
    );
    expect(other.json().students).toEqual([]);
    const del = await call(t.app, 'POST', `/api/auth/delete-student/${student.id}`, undefined, {
      token: a.token,
      restaurant: SCHOOL,
    });
    expect(del.json()).toEqual({ students: [] });
  });

  it('refuses an unknown school, a blank name, and a restaurant without a school program', async () => {
    const unknown = await call(
      t.app,
      'POST',
      '/api/auth/students',
      { name: 'Sam', school: 'Elsewhere' },
      { token: a.token, restaurant: SCHOOL, locale: 'fr-CA' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Veuillez choisir l’une des écoles du programme.');
    const blank = await call(
      t.app,
      'POST',
      '/api/auth/students',
      { name: ' ', school: 'Maplewood Middle School' },
      {
        token: a.token,
        restaurant: SCHOOL,
      },
    );
    expect(blank.statusCode).toBe(400);
    const bistro = await call(
      t.app,
      'POST',
      '/api/auth/students',
      { name: 'Sam', school: 'x' },
      {
        token: a.token,
        restaurant: BISTRO,
      },
    );
    expect(bistro.statusCode).toBe(400);
    expect(bistro.json().message).toBe('Student profiles are only for school meal programs.');
    const none = await call(t.app, 'POST', '/api/auth/students', { name: 'Sam' }, { token: a.token });
    expect(none.statusCode).toBe(400);
  });
});
