import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, type CartMessage, formatCartMessage } from './messages';

describe('cart messages', () => {
  it.each([
    [{ key: 'optionGroupLimit', params: { optionGroupLimit: 3 } }, 'en-CA', 'You can only have 3 selections'],
    [
      { key: 'optionGroupLimit', params: { optionGroupLimit: 3 } },
      'fr-CA',
      'Vous ne pouvez faire que 3 sélections',
    ],
    // A limit of one reads in the singular.
    [{ key: 'optionGroupLimit', params: { optionGroupLimit: 1 } }, 'en-CA', 'You can only have 1 selection'],
    [
      { key: 'optionGroupLimit', params: { optionGroupLimit: 1 } },
      'fr-CA',
      'Vous ne pouvez faire qu’une sélection',
    ],
    [{ key: 'maxItemsPerCart', params: { max: 1 } }, 'en-CA', 'You can only have 1 item in your cart'],
    [{ key: 'maxItemsPerCart', params: { max: 1 } }, 'fr-CA', 'Votre panier ne peut contenir qu’un article'],
    [{ key: 'maxMealsPerCart', params: { max: 1 } }, 'fr-CA', 'Votre panier ne peut contenir qu’un repas'],
    [{ key: 'minMealsPerCart', params: { min: 1 } }, 'en-CA', 'Please add at least 1 meal to your cart'],
    [{ key: 'requiredFields' }, 'en-CA', 'Please select all required fields'],
    [{ key: 'requiredFields' }, 'fr-CA', 'Veuillez faire une sélection dans tous les champs obligatoires'],
    [{ key: 'optionNotFound' }, 'en-CA', 'Option not found'],
    [{ key: 'optionNotFound' }, 'fr-CA', 'Option introuvable'],
    [{ key: 'subOptionGroupNotFound' }, 'en-CA', 'Sub option group not found'],
    [{ key: 'subOptionGroupNotFound' }, 'fr-CA', 'Sous-groupe d’options introuvable'],
    [{ key: 'maxItemsPerCart', params: { max: 22 } }, 'en-CA', 'You can only have 22 items in your cart'],
    [
      { key: 'maxItemsPerCart', params: { max: 22 } },
      'fr-CA',
      'Votre panier ne peut contenir que 22 articles',
    ],
    [{ key: 'maxMealsPerCart', params: { max: 5 } }, 'en-CA', 'You can only have 5 meals in your cart'],
    [
      { key: 'minMealsPerCart', params: { min: 2 } },
      'fr-CA',
      'Veuillez ajouter au moins 2 repas à votre panier',
    ],
    [
      { key: 'cateringMinimum', params: { remaining: '$12.50', minimum: '$100.00' } },
      'en-CA',
      'Add $12.50 more to reach the minimum order of $100.00',
    ],
    [
      { key: 'reorderCartFull' },
      'fr',
      'Votre panier est plein. Certains articles n’ont pas pu être ajoutés.',
    ],
    [
      { key: 'reorderItemsSkipped' },
      'de-DE',
      'Some items could not be added to your cart. Please add them manually.',
    ],
    [{ key: 'optionGroupLimit' }, 'en-CA', 'You can only have {optionGroupLimit} selections'],
  ] as [CartMessage, string, string][])('%o in %s', (message, locale, text) => {
    expect(formatCartMessage(message, locale)).toBe(text);
  });

  it('has every key in both catalogs, with the same params', () => {
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const en = CART_MESSAGES['en-CA'];
    const fr = CART_MESSAGES['fr-CA'];
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[])
      expect(params(fr[key])).toEqual(params(en[key]));
  });
});
