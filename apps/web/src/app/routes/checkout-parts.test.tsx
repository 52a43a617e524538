import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startTranslations } from '../../lib/i18n';
import { renderWithQueries } from '../../testing/render';
import { PlaceOrderBar } from './checkout-parts';

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.loadLanguages(['en-CA', 'fr-CA']);
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en-CA');
});

const bar = (paused: boolean) =>
  renderWithQueries(
    <PlaceOrderBar
      onTab={false}
      onPlace={() => {}}
      disabled
      connection={{
        online: true,
        held: null,
        resumed: false,
        send: () => {},
        hold: () => {},
        settled: () => {},
      }}
      placing={false}
      amount={null}
      paused={paused}
    />,
  );

describe('Place order while ordering is paused', () => {
  it.each([
    ['en-CA', /Place order/, 'Ordering is paused for the moment.'],
    ['fr-CA', /Passer la commande/, 'Les commandes sont suspendues pour le moment.'],
  ] as const)('says beside the button, in sight, why it has no amount (%s)', async (locale, name, why) => {
    await i18n.changeLanguage(locale);
    bar(true);
    const button = screen.getByRole('button', { name });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('place-order-paused').textContent).toBe(why);
    expect(button.getAttribute('aria-describedby')).toBe('place-order-paused');
  });

  it('says nothing of a pause while ordering is open', () => {
    bar(false);
    expect(screen.queryByTestId('place-order-paused')).toBeNull();
    expect(screen.getByRole('button', { name: /Place order/ }).getAttribute('aria-describedby')).toBeNull();
  });
});
