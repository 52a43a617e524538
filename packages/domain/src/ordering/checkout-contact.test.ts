import { describe, expect, it } from 'vitest';
import { translate } from '../format/messages';
import { type CheckoutContact, contactErrors } from './checkout-contact';

describe('checkout contact: a given e-mail and phone must be valid', () => {
  it.each<[string, CheckoutContact | undefined, [string, string][]]>([
    ['a valid e-mail and phone', { email: 'ada@example.com', phone_number: '416-555-0100' }, []],
    [
      'a phone typed loosely, with the country 1',
      { email: ' Ada@Example.CA ', phone_number: '1 (416) 555-0100' },
      [],
    ],
    ['a phone as profiles store it', { phone_number: '4165550100' }, []],
    ['no contact at all', undefined, []],
    ['fields left empty or blank', { email: '', phone_number: '  ' }, []],
    ['fields sent as null', { email: null, phone_number: null }, []],
    ['an e-mail without an @', { email: 'not-an-email' }, [['email', 'email']]],
    ['an e-mail without a domain', { email: 'ada@example' }, [['email', 'email']]],
    ['a phone of letters', { phone_number: 'abc' }, [['phone_number', 'phone']]],
    ['a phone one digit short', { phone_number: '416-555-010' }, [['phone_number', 'phone']]],
    [
      'a phone of 11 digits not starting with 1',
      { phone_number: '24165550100' },
      [['phone_number', 'phone']],
    ],
    [
      'both, in form order',
      { phone_number: 'abc', email: 'not-an-email' },
      [
        ['email', 'email'],
        ['phone_number', 'phone'],
      ],
    ],
  ])('%s', (_name, contact, expected) => {
    expect(contactErrors(contact).map((e) => [e.field, e.error.key])).toEqual(expected);
  });

  it('says the spec’s e-mail message', () => {
    const [error] = contactErrors({ email: 'not-an-email' });
    expect(translate('en-CA', error!.error.key)).toBe("This email isn't valid.");
  });
});
