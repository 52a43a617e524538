import type { MinimalInfoResponse } from '@ordering/domain/suites/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startTranslations } from '../../../lib/i18n';
import { renderWithRouter } from '../../../testing/render';
import type { SuiteCheckout } from '../use-suite-checkout';
import { SuiteCheckoutPanel } from './suite-checkout-panel';

const info = {
  event: { id: 'ev1', title: 'Game', locked: false, timezone: 'America/Toronto' },
  eventSuite: {
    id: 'es310',
    suite: { id: 'su310', name: 'Suite 310' },
    event_day_payment_preference: 'charge',
    payment_card: null,
    tab_remaining: null,
    pre_order_delivery_time: null,
    pre_order_additional_notes: null,
  },
  userEventSuite: { tab_limit: null },
  suiteCateringOrder: null,
  canPreOrder: false,
  eventDay: true,
} as unknown as MinimalInfoResponse;

const checkout = (block: SuiteCheckout['block']): SuiteCheckout => ({
  info,
  loading: false,
  guest: false,
  error: null,
  block,
  paysItself: true,
  patch: (body) => body,
  afterSubmit: () => {},
});

afterEach(cleanup);

describe('an event-day order whose owner has no card to charge', () => {
  it.each([
    ['en-CA', /The owner has no saved card to charge for this order\./, /Pre-ordering|Charged to/],
    ['fr-CA', /Le propriétaire n’a aucune carte enregistrée à débiter/, /précommande|Portée à la carte/i],
  ] as const)('says so, and claims no card is charged, in %s', async (locale, said, never) => {
    await startTranslations(locale);
    renderWithRouter(
      <SuiteCheckoutPanel
        suite={checkout('no-card')}
        eventDayOrdering
        slug="lakeshore-stadium"
        locale={locale}
      />,
    );
    expect(screen.getByRole('alert').textContent).toMatch(said);
    expect(document.body.textContent).not.toMatch(never);
  });

  it('with a saved card, says the owner’s card is charged', async () => {
    await startTranslations('en-CA');
    renderWithRouter(
      <SuiteCheckoutPanel suite={checkout(null)} eventDayOrdering slug="lakeshore-stadium" locale="en-CA" />,
    );
    expect(screen.getByText("Charged to the owner's saved card.")).toBeTruthy();
  });
});
