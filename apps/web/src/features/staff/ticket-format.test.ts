import { describe, expect, it } from 'vitest';
import { isAllergyAlert, recordEntries } from './ticket-format';

describe('the ticket', () => {
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
