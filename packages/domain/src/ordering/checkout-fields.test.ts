import { describe, expect, it } from 'vitest';
import { makeRestaurant } from '../testing/factories';
import {
  type CheckoutAsked,
  type CheckoutEntries,
  type CheckoutField,
  type CheckoutProblem,
  checkoutProblems,
} from './checkout-fields';
import type { CustomQuestion } from './custom-questions';

const NOW = new Date('2026-01-05T17:00:00Z');

const FILLED: CheckoutEntries = {
  takeoutType: 'pickup',
  when: 'asap',
  slot: null,
  address: '',
  postalCode: '',
  deliveryLocation: '',
  deliveryArea: '',
  tableNum: '12',
  tableLocation: '',
  tableArea: '',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '416-555-0199',
  answers: {},
  paymentMethod: 'credit_card',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvd: '123',
  cardPostal: '',
  purchaseOrder: '',
  costCenter: '',
  legalAge: false,
};

const question = (id: string, required: boolean): CustomQuestion => ({
  id,
  question: `Question ${id}`,
  options: [],
  question_type: 'checkbox',
  required,
  modes: null,
  localization: {},
});

const asked = (over: Partial<CheckoutAsked> = {}): CheckoutAsked => ({
  place: 'table',
  when: false,
  restaurant: makeRestaurant() as CheckoutAsked['restaurant'],
  hidden: {},
  questions: [],
  payment: true,
  typedCard: true,
  alcohol: false,
  now: NOW,
  ...over,
});

const zones = makeRestaurant({
  delivery: {
    type: 'zones',
    zones: [{ name: 'Downtown', postal_prefixes: ['M5V'] }],
  },
}) as CheckoutAsked['restaurant'];

const custom = makeRestaurant({
  delivery: {
    type: 'custom',
    locations: [
      { id: 'l1', name: 'Lobby', areas: [] },
      { id: 'l2', name: 'Tower', areas: ['North', 'South'] },
    ],
  },
}) as CheckoutAsked['restaurant'];

const required = { key: 'required' } as const;

describe('checkoutProblems', () => {
  it.each<[string, Partial<CheckoutEntries>, Partial<CheckoutAsked>, [CheckoutField, CheckoutProblem][]]>([
    ['a filled dine-in form', {}, {}, []],
    [
      'blanks are empty: spaces only',
      { fullName: '   ', tableNum: ' ' },
      {},
      [
        ['tableNum', required],
        ['fullName', required],
      ],
    ],
    ['an invalid e-mail, trimmed first', { email: ' ada@ ' }, {}, [['email', { key: 'email' }]]],
    [
      'hidden contact fields are not asked',
      { email: '', phone: '' },
      { hidden: { email: true, phone: true } },
      [],
    ],
    [
      'a scheduled order needs its slot',
      { when: 'scheduled' },
      { when: true },
      [['slot', { key: 'slotRequired' }]],
    ],
    ['no slot asked, none needed', { when: 'scheduled' }, { when: false }, []],
    [
      'a delivery needs an address and a postal code',
      { takeoutType: 'delivery' },
      { place: 'takeout' },
      [
        ['address', required],
        ['postalCode', required],
      ],
    ],
    [
      'a postal code in no zone',
      { takeoutType: 'delivery', address: '1 Main', postalCode: 'H2X 1Y4' },
      { place: 'takeout', restaurant: zones },
      [['postalCode', { key: 'deliveryOutside' }]],
    ],
    [
      'a postal code in a zone',
      { takeoutType: 'delivery', address: '1 Main', postalCode: 'M5V 2T6' },
      { place: 'takeout', restaurant: zones },
      [],
    ],
    [
      'a location with areas needs its area',
      { takeoutType: 'delivery', deliveryLocation: 'Tower' },
      { place: 'takeout', restaurant: custom },
      [['deliveryArea', required]],
    ],
    [
      'a location without areas',
      { takeoutType: 'delivery', deliveryLocation: 'Lobby' },
      { place: 'takeout', restaurant: custom },
      [],
    ],
    ['pickup asks no place', { tableNum: '' }, { place: 'takeout' }, []],
    [
      'a seat needs each part',
      { tableNum: '' },
      { place: 'seat' },
      [
        ['seat-section', required],
        ['seat-row', required],
        ['seat-seat', required],
      ],
    ],
    [
      'a required question, blank answers',
      { answers: { a: ['  '], b: '' } },
      { questions: [question('a', true), question('b', false)] },
      [['question:a', required]],
    ],
    [
      'a required question answered',
      { answers: { a: ['Cutlery'] } },
      { questions: [question('a', true)] },
      [],
    ],
    [
      'a typed card',
      { cardNumber: '', cvd: 'abc' },
      {},
      [
        ['cardNumber', required],
        ['cvd', { key: 'numeric' }],
      ],
    ],
    [
      'a 2-digit CVD, said by its length',
      { cvd: '12' },
      {},
      [['cvd', { key: 'minLength', params: { length: 3 } }]],
    ],
    ["the processor's element takes the card", { cardNumber: '' }, { typedCard: false }, []],
    ['a saved card', { cardNumber: '', savedCardId: 'c1' }, {}, []],
    ['nothing to pay', { paymentMethod: 'purchase_order' }, { payment: false }, []],
    ['a purchase order', { paymentMethod: 'purchase_order' }, {}, [['purchaseOrder', required]]],
    ['alcohol needs the legal age', {}, { alcohol: true }, [['legalAge', { key: 'legalAgeRequired' }]]],
  ])('%s', (_name, entries, over, expected) => {
    expect(checkoutProblems({ ...FILLED, ...entries }, asked(over))).toEqual(expected);
  });
});
