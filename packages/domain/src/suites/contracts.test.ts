import { describe, expect, it } from 'vitest';
import { loginAsRequest, minimalInfoRequest, updateEventDaySettingsRequest } from './contracts';

describe('suite contracts', () => {
  it('get-minimal-info takes the event suite id and the encrypted value', () => {
    expect(minimalInfoRequest.parse({ eventSuiteId: 12, encryptedValue: 'abc' })).toEqual({
      eventSuiteId: '12',
      encryptedValue: 'abc',
    });
    expect(minimalInfoRequest.safeParse({}).success).toBe(false);
    expect(minimalInfoRequest.safeParse({ eventSuiteId: 'es_1', other: 1 }).success).toBe(false);
  });
  it('login-as leaves the missing event suite to the server (its spec error)', () => {
    expect(loginAsRequest.parse({})).toEqual({});
    expect(loginAsRequest.parse({ eventSuiteId: 'es_1', suiteOperatorEmail: 'a@b.c' }).eventSuiteId).toBe(
      'es_1',
    );
  });
  it('event-day settings: preference charge or invoice, tab limit free text or null', () => {
    expect(
      updateEventDaySettingsRequest.parse({ event_day_payment_preference: 'invoice', tab_limit: '$250' }),
    ).toEqual({ event_day_payment_preference: 'invoice', tab_limit: '$250' });
    expect(updateEventDaySettingsRequest.parse({ tab_limit: null }).tab_limit).toBeNull();
    expect(updateEventDaySettingsRequest.safeParse({ event_day_payment_preference: 'cash' }).success).toBe(
      false,
    );
  });
});
