import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addItem, answerAllergyQuestion, expectConfirmation, fillContact, openCheckout } from './journey';

/**
 * Apple Pay and Google Pay through the Payment Request API. Chromium has no wallet to pay with here, so each test
 * installs a fake `window.PaymentRequest` before the page loads: `canMakePayment()` answers as told and `show()`
 * answers what Google Pay (PaymentData) or Apple Pay (`{ token, billingContact }`) would, with the sandbox
 * gateway's approve or decline outcome. The fake records what the page asked for and how it completed the sheet.
 */
interface FakeWallet {
  canMakePayment?: boolean;
  /** 'approve' sends a plain payload; another sandbox outcome asks the sandbox gateway for it. */
  outcome?: 'approve' | 'decline';
  applePay?: boolean;
  /** The Apple Pay merchant validation URL the fake sheet hands out. */
  validationURL?: string;
  /** No Payment Request API at all (older browsers). */
  noPaymentRequest?: boolean;
}

interface WalletLog {
  requests: { method: string; total: { label: string; amount: { currency: string; value: string } } }[];
  completed: string[];
  merchantSessions: Record<string, unknown>[];
}

async function installFakeWallet(page: Page, wallet: FakeWallet) {
  await page.addInitScript((options: FakeWallet) => {
    const w = window as unknown as Record<string, unknown>;
    if (options.noPaymentRequest) {
      delete w.PaymentRequest;
      delete w.PaymentResponse;
      return;
    }
    const log: WalletLog = { requests: [], completed: [], merchantSessions: [] };
    w.__wallet = log;
    w.__walletOutcome = options.outcome ?? 'approve';
    const scripted = () =>
      w.__walletOutcome === 'approve' ? {} : { sandboxOutcome: w.__walletOutcome as string };

    class FakePaymentResponse {
      constructor(
        readonly methodName: string,
        readonly details: Record<string, unknown>,
      ) {}
      complete(result: string) {
        log.completed.push(result);
        return Promise.resolve();
      }
    }

    class FakePaymentRequest extends EventTarget {
      constructor(
        readonly methodData: { supportedMethods: string; data: Record<string, unknown> }[],
        readonly details: WalletLog['requests'][number],
      ) {
        super();
      }
      canMakePayment() {
        return Promise.resolve(options.canMakePayment ?? true);
      }
      abort() {
        return Promise.resolve();
      }
      async show() {
        const method = this.methodData[0]!.supportedMethods;
        log.requests.push({ method, total: this.details.total });
        if (method === 'https://apple.com/apple-pay') {
          let session: Promise<unknown> = Promise.reject(new Error('no merchant validation'));
          const event = Object.assign(new Event('merchantvalidation'), {
            validationURL: options.validationURL,
            complete: (merchantSession: Promise<unknown>) => {
              session = merchantSession;
            },
          });
          this.dispatchEvent(event);
          try {
            log.merchantSessions.push((await session) as Record<string, unknown>);
          } catch {
            // Safari aborts the sheet when merchant validation fails.
            throw new DOMException('Merchant validation failed', 'AbortError');
          }
          return new FakePaymentResponse(method, {
            token: {
              paymentData: { version: 'EC_v1', data: 'sandbox-apple-pay' },
              paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'credit' },
              transactionIdentifier: 'sandbox-transaction',
              ...scripted(),
            },
            billingContact: { givenName: 'Avery', familyName: 'Tremblay', postalCode: 'M5V 1L7' },
          });
        }
        return new FakePaymentResponse(method, {
          apiVersion: 2,
          apiVersionMinor: 0,
          paymentMethodData: {
            type: 'CARD',
            description: 'Visa •••• 4444',
            info: { cardNetwork: 'VISA', cardDetails: '4444' },
            tokenizationData: { type: 'PAYMENT_GATEWAY', token: '{"sandbox":"google-pay"}' },
          },
          ...scripted(),
        });
      }
    }
    w.PaymentRequest = FakePaymentRequest;
    w.PaymentResponse = FakePaymentResponse;
    if (options.applePay) w.ApplePaySession = { canMakePayments: () => true };
  }, wallet);
}

const walletLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wallet: WalletLog }).__wallet);

async function toCheckout(
  page: Page,
  openRestaurant: (slug: string, o: object) => Promise<void>,
  locale = 'en-CA',
) {
  await openRestaurant('maple-table', { query: { tableNum: '9' }, locale });
  await addItem(page, /Classic Poutine|Poutine classique/);
  await openCheckout(page);
  // The costs are in once the place-order button shows the amount and is enabled.
  await expect(page.getByRole('button', { name: /Place order|Passer la commande/ })).toBeEnabled();
}

test('Google Pay: the button pays the amount due and the order reaches its confirmation', async ({
  page,
  openRestaurant,
  expectAccessible,
}) => {
  await installFakeWallet(page, {});
  await toCheckout(page, openRestaurant);
  const googlePay = page.getByRole('button', { name: 'Pay with Google Pay' });
  await expect(googlePay).toBeVisible();
  // Chrome has no ApplePaySession: no Apple Pay button.
  await expect(page.getByRole('button', { name: 'Pay with Apple Pay' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Express checkout' })).toBeVisible();
  await expectAccessible();

  // Without a name and the required answer, the sheet does not open and the form says what is missing.
  await googlePay.click();
  await expect(page.locator('#fullName-error')).toBeVisible();
  expect((await walletLog(page)).requests).toEqual([]);

  await fillContact(page);
  await answerAllergyQuestion(page);
  // No card typed: a wallet needs none. Keyboard only.
  await googlePay.focus();
  await page.keyboard.press('Enter');
  await expectConfirmation(page);
  await expect(page.getByText('1 × Classic Poutine')).toBeVisible();

  const log = await walletLog(page);
  expect(log.completed).toEqual(['success']);
  expect(log.requests).toHaveLength(1);
  expect(log.requests[0]!.method).toBe('https://google.com/pay');
  expect(log.requests[0]!.total.label).toBe('The Maple Table');
  expect(log.requests[0]!.total.amount.currency).toBe('CAD');
  expect(log.requests[0]!.total.amount.value).toMatch(/^\d+\.\d{2}$/);
  expect(Number(log.requests[0]!.total.amount.value)).toBeGreaterThan(0);
});

test('a declined wallet payment fails the sheet and keeps the cart; paying again places the order', async ({
  page,
  openRestaurant,
}) => {
  await installFakeWallet(page, { outcome: 'decline' });
  await toCheckout(page, openRestaurant);
  await fillContact(page);
  await answerAllergyQuestion(page);
  const place = page.getByRole('button', { name: /Place order/ });
  const due = (await place.textContent())?.match(/\d+\.\d{2}/)?.[0];

  await page.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await expect(
    page.getByText(/^We are unable to take your payment: |^The payment did not go through: /),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review your order' })).toContainText('Classic Poutine');
  expect((await walletLog(page)).completed).toEqual(['fail']);
  expect((await walletLog(page)).requests[0]!.total.amount.value).toBe(due);

  await page.evaluate(() => {
    (window as unknown as { __walletOutcome: string }).__walletOutcome = 'approve';
  });
  await page.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await expectConfirmation(page);
  expect((await walletLog(page)).completed).toEqual(['fail', 'success']);
});

test('Apple Pay in French: the merchant is validated through the server, then the order is placed', async ({
  page,
  openRestaurant,
}) => {
  await installFakeWallet(page, {
    applePay: true,
    validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
  });
  await toCheckout(page, openRestaurant, 'fr-CA');
  await expect(page.getByRole('region', { name: 'Paiement express' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer avec Google Pay' })).toBeVisible();
  await fillContact(page);
  await answerAllergyQuestion(page, 'Aucune allergie');
  await page.getByRole('button', { name: 'Payer avec Apple Pay' }).click();
  await expectConfirmation(page);

  const log = await walletLog(page);
  expect(log.requests[0]!.method).toBe('https://apple.com/apple-pay');
  expect(log.merchantSessions).toHaveLength(1);
  expect(log.merchantSessions[0]).toMatchObject({
    merchantIdentifier: 'merchant.sandbox.101',
    domainName: '127.0.0.1',
    displayName: 'The Maple Table',
  });
  expect(log.completed).toEqual(['success']);
});

test('Apple Pay merchant validation refused: the translated message, no order, the cart kept', async ({
  page,
  openRestaurant,
}) => {
  await installFakeWallet(page, { applePay: true, validationURL: 'https://attacker.example/session' });
  await toCheckout(page, openRestaurant);
  await fillContact(page);
  await answerAllergyQuestion(page);
  await page.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  await expect(page.getByText('Apple Pay unsupported at this location')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review your order' })).toContainText('Classic Poutine');
  const log = await walletLog(page);
  expect(log.merchantSessions).toEqual([]);
  expect(log.completed).toEqual([]);
});

for (const [name, wallet] of [
  ['without the Payment Request API', { noPaymentRequest: true }],
  ['when the browser cannot pay with a wallet', { canMakePayment: false, applePay: true }],
] as const) {
  test(`no wallet buttons ${name}; the card form stays`, async ({ page, openRestaurant }) => {
    await installFakeWallet(page, wallet);
    await toCheckout(page, openRestaurant);
    await expect(page.getByRole('textbox', { name: 'Card number', exact: true })).toBeVisible();
    // Give the payment config and canMakePayment time to answer before looking for the buttons.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /^Pay with / })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Express checkout' })).toHaveCount(0);
  });
}
