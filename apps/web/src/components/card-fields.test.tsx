/**
 * The shared card fields: what is typed comes back formatted (number grouped, expiry MM/YY, security code digits),
 * the brand is named under the number, the postal code is there only when asked, and errors are linked to their field.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type CardField, CardFields, type CardFieldValues } from './card-fields';

const LABELS = {
  cardNumber: 'Card number',
  expiry: 'Expiry',
  expiryPlaceholder: 'MM/YY',
  cvd: 'Security code',
  postal: 'Billing postal code',
};

function Harness({
  postal = null,
  errors = {},
}: {
  postal?: { id: string; maxLength: number } | null;
  errors?: Partial<Record<CardField, string>>;
}) {
  const [values, setValues] = useState<CardFieldValues>({ cardNumber: '', expiry: '', cvd: '', postal: '' });
  return (
    <CardFields
      values={values}
      errors={errors}
      onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      labels={LABELS}
      postal={postal}
    />
  );
}

afterEach(cleanup);

describe('card fields', () => {
  it('formats what is typed and names the brand', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry'), '1230');
    await userEvent.type(screen.getByLabelText('Security code'), '1a23');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242-4242-4242-4242');
    expect(screen.getByText('Visa')).toBeTruthy();
    expect((screen.getByLabelText('Expiry') as HTMLInputElement).value).toBe('12/30');
    expect((screen.getByLabelText('Security code') as HTMLInputElement).value).toBe('123');
  });

  it('takes a 19-digit card, the longest the domain accepts', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Card number'), '4000000000000000006');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000-0000-0000-0000-006');
  });

  it('asks the postal code only when told, under the id given', async () => {
    render(<Harness />);
    expect(screen.queryByLabelText('Billing postal code')).toBeNull();
    cleanup();
    render(<Harness postal={{ id: 'cardPostal', maxLength: 7 }} />);
    const postal = screen.getByLabelText('Billing postal code');
    expect(postal.id).toBe('cardPostal');
    await userEvent.type(postal, 'M5V 2T6');
    expect((postal as HTMLInputElement).value).toBe('M5V 2T6');
  });

  it('puts the prefix given before each id, so that two cards on one screen keep their own labels and errors', () => {
    render(
      <CardFields
        idPrefix="share"
        values={{ cardNumber: '', expiry: '', cvd: '' }}
        errors={{ expiry: 'This expiry date is invalid.' }}
        onChange={() => {}}
        labels={LABELS}
      />,
    );
    expect(screen.getByLabelText('Card number').id).toBe('share-cardNumber');
    expect(screen.getByLabelText('Security code').id).toBe('share-cvd');
    expect(screen.getByLabelText('Expiry').getAttribute('aria-describedby')).toBe('share-expiry-error');
  });

  it('links each error to its field', () => {
    render(
      <Harness
        postal={{ id: 'postalCode', maxLength: 10 }}
        errors={{
          cardNumber: 'This credit card is invalid.',
          postal: 'Please enter a valid postal/zip code.',
        }}
      />,
    );
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toBe('cardNumber-error');
    expect(screen.getByLabelText('Billing postal code').getAttribute('aria-describedby')).toBe(
      'postalCode-error',
    );
    expect(screen.getByLabelText('Expiry').getAttribute('aria-invalid')).toBeNull();
  });
});
