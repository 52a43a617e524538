import { describe, expect, it } from 'vitest';
import { isAllergyAlert, nameIn, recordEntries } from './ticket-format';

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
});
