import { describe, expect, it } from 'vitest';
import { dayOf, isAllergyAlert, nameIn, recordEntries, sameLanguage, tenderName } from './ticket-format';

describe('the ticket', () => {
  it.each([
    // Ordered in English, read by French-speaking staff: the name the restaurant published in French.
    [
      { name: 'Crispy Calamari', names: { en: 'Crispy Calamari', fr: 'Calmars croustillants' } },
      'fr-CA',
      'Calmars croustillants',
    ],
    [
      { name: 'Calmars croustillants', names: { en: 'Crispy Calamari', fr: 'Calmars croustillants' } },
      'en-CA',
      'Crispy Calamari',
    ],
    // Published in one language only, or an order from before names were kept: the diner's wording.
    [{ name: 'Poutine', names: { en: 'Poutine' } }, 'fr-CA', 'Poutine'],
    [{ name: 'Drip Coffee' }, 'fr-CA', 'Drip Coffee'],
  ] as const)('names %j for %s staff as %s', (line, locale, shown) => {
    expect(nameIn(line, locale)).toBe(shown);
  });

  it.each([
    ['Do you have a food allergy?', 'Peanuts', true],
    ['Avez-vous une allergie alimentaire?', ['Arachides', 'Lait'], true],
    ['Do you have a food allergy?', 'No allergies', false],
    ['Do you have a food allergy?', 'None', false],
    ['Avez-vous une allergie alimentaire?', 'Aucune', false],
    ['Do you have a food allergy?', '', false],
    ['Name on the cake?', 'Peanut', false],
  ] as const)('sets "%s" answered %j apart: %s', (question, answer, alert) => {
    expect(isAllergyAlert({ question, answer: answer as string | string[] })).toBe(alert);
  });

  it('prints the set entries of a record only', () => {
    expect(recordEntries({ name: 'Sam', grade: '3', teacher: null, allergies: '', extra: { a: 1 } })).toEqual(
      [
        ['name', 'Sam'],
        ['grade', '3'],
        ['extra', '{"a":1}'],
      ],
    );
    expect(recordEntries(null)).toEqual([]);
  });

  const card = { kind: 'card', brand: null, last4: null, wallet: null };
  const kind = (k: string) => ({ card: 'Card', gift_card: 'Gift card' })[k] ?? k;
  it.each([
    [{ ...card, brand: 'visa', last4: '4242' }, 'Visa •••• 4242'],
    [{ ...card, brand: 'mastercard', last4: '4444' }, 'Mastercard •••• 4444'],
    [{ ...card, brand: 'amex', last4: '0005' }, 'American Express •••• 0005'],
    [{ ...card, brand: 'VISA', last4: '4242' }, 'Visa •••• 4242'],
    [{ ...card, brand: 'some_network', last4: '1111' }, 'Some network •••• 1111'],
    [{ ...card, brand: 'unknown', last4: '1111' }, 'Card •••• 1111'],
    [{ ...card, brand: 'visa', last4: '4242', wallet: 'google_pay' }, 'Google Pay · Visa •••• 4242'],
    [{ ...card, wallet: 'apple_pay' }, 'Apple Pay'],
    [{ ...card, kind: 'gift_card' }, 'Gift card'],
  ] as const)('names the payment %j "%s"', (tender, name) => {
    expect(tenderName(tender, kind)).toBe(name);
  });

  it.each([
    ['fr-CA', 'fr-CA', true],
    ['fr', 'fr-CA', true],
    ['en-CA', 'fr-CA', false],
    [null, 'en-CA', true],
    [null, 'fr-CA', false],
    ['fr-CA', 'en-CA', false],
  ] as const)('reads an order in %s as in the language of a %s console: %s', (order, console, same) => {
    expect(sameLanguage(order, console)).toBe(same);
  });

  it('writes a day as people do, whatever zone the browser is in', () => {
    expect(dayOf('2026-11-25', 'en-CA')).toBe('Wednesday 25/11/2026');
    expect(dayOf('2026-11-25', 'fr-CA')).toBe('mercredi 25/11/2026');
    expect(dayOf('garbage', 'en-CA')).toBe('garbage');
  });
});
