import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../lib/locale';
import { staffOrderFactory } from '../testing';
import { renderStaff } from './render-staff';
import { Ticket } from './ticket';

afterEach(cleanup);

/** The text as drawn: the default matcher reads a non-breaking space as any space. */
const kept = { normalizer: (text: string) => text.trim() };

const draw = (order: StaffOrder, locale: Locale = 'en-CA') =>
  renderStaff(<Ticket order={order} timezone="America/Toronto" locale={locale} />, { locale });

const tender = (over: Partial<StaffOrder['tenders'][number]>): StaffOrder['tenders'][number] => ({
  kind: 'card',
  amount: 22.6,
  refunded: 0,
  state: 'captured',
  brand: null,
  last4: null,
  wallet: null,
  ...over,
});

describe('the ticket', () => {
  it('says the legal age was confirmed only on an order where the diner confirmed it', async () => {
    await draw(staffOrderFactory({ legalAgeConfirmed: false }));
    expect(screen.queryByText('Legal age confirmed')).toBeNull();
    expect(screen.queryByText('No')).toBeNull();
    cleanup();
    await draw(staffOrderFactory({ legalAgeConfirmed: true }));
    expect(screen.getByText('Legal age confirmed').nextElementSibling?.textContent).toBe('Yes');
  });

  it('names a card by its network as the network writes it, a wallet and other payments in words', async () => {
    await draw(
      staffOrderFactory({
        tenders: [
          tender({ brand: 'visa', last4: '4242' }),
          tender({ brand: 'amex', last4: '0005', wallet: 'apple_pay', state: 'authorized' }),
          tender({ kind: 'gift_card', state: 'debited' }),
        ],
      }),
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect([...payment.querySelectorAll('li > span:first-child')].map((s) => s.textContent)).toEqual([
      'Visa •••• 4242 · captured',
      'Apple Pay · American Express •••• 0005 · authorized',
      'Gift card · debited',
    ]);
  });

  it('says what a cancelled order gave back, its cancel’s returns with its earlier refunds', async () => {
    await draw(
      staffOrderFactory({
        status: 'cancelled',
        total: 47.16,
        refunded: 38.91,
        tenders: [
          tender({ amount: 37.16, refunded: 37.16, state: 'refunded' }),
          tender({ kind: 'gift_card', amount: 10, refunded: 10, state: 'credited' }),
        ],
      }),
    );
    const costs = screen.getByRole('region', { name: 'Costs' });
    expect(within(costs).getByText('Refunded').nextElementSibling?.textContent).toBe('−$47.16');
  });

  it('names payments in French', async () => {
    await draw(
      staffOrderFactory({
        tenders: [
          tender({ brand: 'mastercard', last4: '4444' }),
          tender({ kind: 'credits', state: 'debited' }),
        ],
      }),
      'fr-CA',
    );
    const payment = screen.getByRole('region', { name: 'Paiement' });
    expect([...payment.querySelectorAll('li > span:first-child')].map((s) => s.textContent)).toEqual([
      'Mastercard •••• 4444 · prélevé',
      'Crédits du compte · débité',
    ]);
  });

  // The service charge's label is kept as the diner read it, in the order's language: the
  // console prints it to staff reading that language, the usual term in theirs to the others.
  const charged = (locale: string | null, label: string) => {
    const order = staffOrderFactory({ locale });
    return {
      ...order,
      costs: { ...order.costs, serviceCharge: { ...order.costs.serviceCharge, amount: 2.57, label } },
    };
  };
  it.each([
    ['fr-CA', 'Frais de service de la maison', 'fr-CA', 'Frais de service de la maison'],
    ['fr', 'Frais de service de la maison', 'fr-CA', 'Frais de service de la maison'],
    ['en-CA', 'House service fee', 'fr-CA', 'Frais de service'],
    ['fr-CA', 'Frais de service de la maison', 'en-CA', 'Service charge'],
    ['en-CA', 'House service fee', 'en-CA', 'House service fee'],
    [null, 'House service fee', 'en-CA', 'House service fee'],
  ] as const)(
    'an order in %s with the label "%s" reads, in a %s console, "%s"',
    async (orderLocale, label, locale, shown) => {
      await draw(charged(orderLocale, label), locale);
      const costs = screen.getByRole('region', { name: locale === 'fr-CA' ? 'Coûts' : 'Costs' });
      expect(costs.querySelectorAll('dt')[1]?.textContent).toBe(shown);
    },
  );

  it.each([
    ['en-CA', 'Does anyone have a food allergy?', 'Peanuts'],
    ['fr-CA', 'Quelqu’un a-t-il une allergie alimentaire ?', 'Arachides'],
  ] as const)(
    "reads a French diner's answers in the console's language (%s) when the order kept both",
    async (locale, question, answer) => {
      const texts = {
        en: { question: 'Does anyone have a food allergy?', answer: 'Peanuts' },
        fr: { question: 'Quelqu’un a-t-il une allergie alimentaire ?', answer: 'Arachides' },
      };
      await draw(staffOrderFactory({ locale: 'fr-CA', answers: [{ id: 'q', ...texts.fr, texts }] }), locale);
      expect(screen.getByText(question).nextElementSibling?.textContent).toBe(answer);
    },
  );
});

describe('a labelled fact on the ticket', () => {
  const noted = staffOrderFactory({
    status: 'cancelled',
    cancelReason: 'Kitchen closed',
    lines: [
      {
        position: 0,
        itemId: 'poutine',
        menuId: 'm1',
        sectionId: null,
        name: 'Poutine',
        quantity: 1,
        unitPrice: 20,
        price: 20,
        options: [],
        specialInstructions: 'No onions',
        refundedQuantity: 0,
      },
    ],
  });

  it.each([
    ['en-CA', 'Reason: Kitchen closed', 'Note: No onions'],
    ['fr-CA', 'Motif\u00a0: Kitchen closed', 'Note\u00a0: No onions'],
  ] as const)('keeps its colon with its label in %s', async (locale, reason, note) => {
    await draw(noted, locale);
    expect(screen.getByText(reason, kept)).toBeTruthy();
    expect(screen.getByText(note, kept)).toBeTruthy();
  });
});

describe('the ticket in the reader’s language, money only where it means money', () => {
  const galette = (): StaffOrder => ({
    ...staffOrderFactory({ locale: 'en-CA' }),
    table: {
      tableNum: '12',
      tableLocation: 'Dining room',
      locationNames: { en: 'Dining room', fr: 'Salle à manger' },
    },
    programs: { promoCode: 'BIENVENUE', credits: 250, member: null },
    lines: [
      {
        position: 0,
        itemId: 'galette',
        menuId: 'main',
        sectionId: null,
        name: 'Galette',
        names: { en: 'Galette', fr: 'Galette' },
        quantity: 1,
        unitPrice: 27,
        price: 27,
        options: [
          { name: 'Double', names: { en: 'Double', fr: 'Double' }, quantity: 1, price: 25, setsPrice: true },
          { name: 'Egg', names: { en: 'Egg', fr: 'Œuf' }, quantity: 1, price: 2, setsPrice: false },
        ],
        specialInstructions: null,
        refundedQuantity: 0,
      },
    ],
  });
  const nb = (text: string) => text.replace(/ /g, '\u00a0');

  it.each([
    [
      'en-CA',
      'Items',
      ['Double', 'Egg (+$2.00)'],
      'Table',
      '12 · Dining room',
      [
        ['Promo code', 'BIENVENUE'],
        ['Credits spent', '$2.50'],
      ],
    ],
    [
      'fr-CA',
      'Articles',
      ['Double', `Œuf (+${nb('2,00 $')})`],
      'Table',
      '12 · Salle à manger',
      [
        ['Code promo', 'BIENVENUE'],
        ['Crédits utilisés', nb('2,50 $')],
      ],
    ],
  ] as const)('in %s', async (locale, items, options, tableLabel, table, programs) => {
    await draw(galette(), locale);
    const lines = screen.getByRole('region', { name: items });
    expect([...lines.querySelectorAll('ul.ml-4 > li')].map((li) => li.textContent)).toEqual(options);
    expect(screen.getByText(tableLabel, { selector: 'dt' }).nextElementSibling?.textContent).toBe(table);
    const more = document.getElementById('ticket-extra')?.closest('section');
    const facts = [...(more?.querySelectorAll('dl > div') ?? [])].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(facts).toEqual(programs);
    expect(document.body.textContent).not.toMatch(/promoCode|credits ·|\(\+[^)]*25/);
  });
});

describe('a delivery on the ticket', () => {
  const delivered = staffOrderFactory({
    type: 'delivery',
    delivery: {
      address: '555 Seymour St',
      postalCode: 'V6B 3H6',
      zone: 'Downtown',
      unit: '1204',
      buzzer: '1204#',
      instructions: 'Leave it with the concierge',
    },
  });
  const facts: Record<Locale, [string, string][]> = {
    'en-CA': [
      ['Unit', '1204'],
      ['Buzzer', '1204#'],
      ['Drop-off', 'Leave it with the concierge'],
    ],
    'fr-CA': [
      ['Appartement', '1204'],
      ['Interphone', '1204#'],
      ['Consignes de livraison', 'Leave it with the concierge'],
    ],
  };
  it.each(['en-CA', 'fr-CA'] as const)(
    'gives the driver the unit, the buzzer and the drop-off instructions (%s)',
    async (locale) => {
      await draw(delivered, locale);
      for (const [label, value] of facts[locale])
        expect(screen.getByText(label).nextElementSibling?.textContent).toBe(value);
    },
  );
});
