import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { i18n, startTranslations } from '../../../lib/i18n';
import { MEMBER_NOT_FOUND } from '../../../lib/member-refusal';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { demoDataFile } from '../../../testing/demo-data';
import { MembershipDrawer } from './membership-drawer';

const data = demoDataFile('slice-co-plateau') as unknown as RestaurantData;

beforeEach(async () => {
  await startTranslations('en-CA');
  await i18n.changeLanguage('en-CA');
});
afterEach(cleanup);

async function tryCode(failure: Error) {
  render(
    <I18nextProvider i18n={i18n}>
      <MembershipDrawer
        data={data}
        open
        onOpenChange={() => undefined}
        check={() => Promise.reject(failure)}
        onUnlocked={() => undefined}
      />
    </I18nextProvider>,
  );
  await userEvent.type(screen.getByLabelText('Member number'), 'ELB-1040');
  await userEvent.click(screen.getByRole('button', { name: 'Unlock member menu' }));
}

describe('the membership drawer when a code is refused', () => {
  it('says how long to wait once too many codes were tried, in the server’s words, not "try again"', async () => {
    const wait = 'Too many failed look-ups. Please try again in 15 minutes.';
    await tryCode(new ApiError(429, 429, wait));
    expect(await screen.findByText(wait)).toBeTruthy();
    expect(screen.queryByText('We could not check your membership. Please try again.')).toBeNull();
  });

  it.each([
    [new ApiError(409, MEMBER_NOT_FOUND, 'not found'), /We could not find a member profile with this/],
    [new ApiError(503, 503, 'down'), /We could not check your membership\. Please try again\./],
    [new TypeError('offline'), /We could not check your membership\. Please try again\./],
  ])('%s', async (failure, text) => {
    await tryCode(failure);
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
