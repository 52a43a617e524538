import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, startTranslations } from '../../../lib/i18n';
import { demoDataFile } from '../../../testing/demo-data';
import { EMPTY_FORM } from '../checkout-form';
import { CHECKOUT_NOW } from '../checkout-test-context';
import { TakeoutOptions } from './takeout-options';

// maple-table delivers within a radius (its data file's delivery.radius_km).
const file = demoDataFile('maple-table');
const form = { ...EMPTY_FORM, takeoutType: 'delivery' as const, postalCode: 'K1K 1Y1' };
const TOO_FAR = 'This address is too far away for delivery.';

beforeEach(async () => {
  // The time picker asks the server for slots; nothing here waits on them.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const options = (postalCodeRefusal: string | null) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={client}>
      <TakeoutOptions
        file={file}
        locale="en-CA"
        menus={[]}
        orderType="delivery"
        form={form}
        errors={{}}
        date="2026-11-25"
        onDate={() => undefined}
        set={() => undefined}
        now={CHECKOUT_NOW}
        postalCodeRefusal={postalCodeRefusal}
      />
    </QueryClientProvider>
  </I18nextProvider>
);

describe('the postal code of a delivery', () => {
  it('says a refusal that appears as it is typed from a live region already on the page, linked to the field', () => {
    const view = render(options(null));
    const field = screen.getByLabelText('Postal code');
    const region = field.parentElement!.querySelector('[aria-live="polite"]');
    // Present and empty before the message, so a screen reader says what is added to it.
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.textContent).toBe('');
    expect(field.getAttribute('aria-invalid')).toBeNull();

    view.rerender(options(TOO_FAR));
    const same = screen.getByLabelText('Postal code');
    expect(same.parentElement!.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region?.textContent).toBe(TOO_FAR);
    expect(same.getAttribute('aria-invalid')).toBe('true');
    const described = (same.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toContain('postalCode-error');
    expect(document.getElementById('postalCode-error')?.textContent).toBe(TOO_FAR);
  });
});

describe('the days of a take-out checkout opened from a link naming its days', () => {
  it('offers those days only, as the checkout’s own checks read the link', async () => {
    // coastal-kitchen's take-out menu takes scheduled orders.
    const coastal = demoDataFile('coastal-kitchen');
    const takeOut = coastal.menus.find((m) => m.id === 'ck-takeout')!;
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <TakeoutOptions
            file={coastal}
            locale="en-CA"
            menus={[takeOut]}
            orderType="pickup"
            form={{ ...EMPTY_FORM, takeoutType: 'pickup', when: 'scheduled' }}
            errors={{}}
            date="2026-11-27"
            onDate={() => undefined}
            set={() => undefined}
            now={CHECKOUT_NOW}
            link={{ date_range: null, dates: ['2026-11-27', '2026-11-28'] }}
          />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const date = (await screen.findByLabelText('Date')) as HTMLSelectElement;
    expect([...date.options].map((o) => o.value).filter(Boolean)).toEqual(['2026-11-27', '2026-11-28']);
  });
});
