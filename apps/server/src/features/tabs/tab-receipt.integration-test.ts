/**
 * Each payer of a tab's share gets a receipt by e-mail (share-receipt.ts): queued with the share paid, once per share,
 * to the address the payer typed or their account's, worded in the payer's language when the outbox delivers it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogEmailSender } from '../../adapters/email/email';
import { SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import { outbox } from '../../db/schema';
import type { TestApp } from '../../testing/build-test-app';
import { signInDiner } from '../../testing/staff';
import { findUserById } from '../accounts';
import { SHARE_RECEIPT_EMAIL, shareReceiptEmailHandler } from './share-receipt';
import { type tabCalls, tabTestApp } from './tabs-test-kit';

let t: TestApp;
let kit: ReturnType<typeof tabCalls>;
const R = 9750;

beforeAll(async () => {
  ({ t, kit } = await tabTestApp(R, 'tab-receipts', new SandboxGateway()));
});
afterAll(async () => {
  await t.close();
});

async function receiptsOf(shareId: string) {
  const rows = await t.db.select().from(outbox).where(eq(outbox.type, SHARE_RECEIPT_EMAIL));
  return rows.filter((m) => (m.payload as { shareId: string }).shareId === shareId);
}

async function delivered(message: Awaited<ReturnType<typeof receiptsOf>>[number]) {
  const mail = new LogEmailSender();
  const entry = await t.app.publishedVersions.getByRestaurantId(R);
  const send = shareReceiptEmailHandler(t.db, { email: mail, restaurant: async () => entry });
  expect(await send({ ...message, attempts: 0 })).toMatchObject({ ok: true });
  return mail.sent.at(-1)!;
}

describe('a payer’s receipt', () => {
  it('goes once to each payer who gave an address, in their language, with their lines, taxes, tip and card', async () => {
    const { ana, ben, shares } = await kit.sharedLineSplit('91');
    // Ana types her address and pays in French, with a $2 tip.
    await kit.paid(
      ana,
      shares[0]!.id,
      { type: 'dollar', value: 2 },
      { email: 'ana@example.com', locale: 'fr-CA' },
    );
    const [anas, ...more] = await receiptsOf(shares[0]!.id);
    expect(more).toHaveLength(0);
    expect(anas!.payload).toEqual({ shareId: shares[0]!.id, email: 'ana@example.com', locale: 'fr-CA' });
    // Her bill, read again, names where it went; Ben's does not show her address.
    const receiptEmails = async (who: typeof ana) =>
      ((await kit.view(who)).json().shares as { receiptEmail: string | null }[]).map((s) => s.receiptEmail);
    expect(await receiptEmails(ana)).toEqual(['ana@example.com', null]);
    expect(await receiptEmails(ben)).toEqual([null, null]);
    // A second payment of the share is refused and queues nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/tabs/${ben.tabId}/shares/${shares[0]!.id}/pay`,
      headers: kit.headers(ben.secret),
      payload: { payment: { paymentMethod: 'credit_card', card: {} }, tip: null },
    });
    expect(again.statusCode).not.toBe(200);
    expect(await receiptsOf(shares[0]!.id)).toHaveLength(1);

    const fr = await delivered(anas!);
    expect(fr.to).toBe('ana@example.com');
    expect(fr.subject).toBe('Votre reçu de Bistro Test');
    // 1639 of a 4916 bill whose taxes are 566: 189 of them in her share.
    expect(fr.text, fr.text).toMatch(
      /table 91\.\n\n2 × Sandwich club \(partagé entre 2\u00a0personnes\)\n\nVotre part\u00a0: 16,39\u00a0\$\nTaxes incluses\u00a0: 1,89\u00a0\$\nPourboire\u00a0: 2,00\u00a0\$\nDébité de votre carte se terminant par 4242\u00a0: 18,39\u00a0\$/,
    );

    // Ben is signed in and types nothing: the receipt goes to his account's address, in English.
    const diner = await signInDiner(t.db);
    await kit.paid(ben, shares[1]!.id, null, { auth: { authorization: `Bearer ${diner.token}` } });
    const [bens1, ...others] = await receiptsOf(shares[1]!.id);
    expect(others).toHaveLength(0);
    const en = await delivered(bens1!);
    expect(en.to).toBe((await findUserById(t.db, diner.userId))!.email);
    expect(await receiptEmails(ben)).toEqual([null, en.to]);
    expect(en.text).toContain('Your share: $32.77\nTaxes included: $3.77\nTip: $0.00');
  });

  it('is not sent to a payer who gave no address and is not signed in', async () => {
    const ana = await kit.opened('92');
    await kit.round(ana, 1);
    const [share] = await kit.split(ana, { kind: 'whole' });
    await kit.paid(ana, share!.id);
    expect(await receiptsOf(share!.id)).toHaveLength(0);
  });

  it('is named on the bill from the share itself, whatever became of its e-mail message', async () => {
    const ana = await kit.opened('93');
    await kit.round(ana, 1);
    const [share] = await kit.split(ana, { kind: 'whole' });
    await kit.paid(ana, share!.id, null, { email: 'ana93@example.com', locale: 'en-CA' });
    // The outbox is a delivery queue, not the share's record: its sent messages may go.
    await t.db.delete(outbox).where(eq(outbox.type, SHARE_RECEIPT_EMAIL));
    const shares = (await kit.view(ana)).json().shares as { receiptEmail: string | null }[];
    expect(shares.map((s) => s.receiptEmail)).toEqual(['ana93@example.com']);
  });
});
