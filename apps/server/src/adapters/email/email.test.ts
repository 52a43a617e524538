/**
 * The `log` e-mail transport (README "Demo accounts"): with no EMAIL_TRANSPORT, a "forgot password" e-mail can be
 * completed from the server log, so its line carries the text (the reset link) with every address masked.
 */
import { describe, expect, it } from 'vitest';
import { passwordResetHandler, seal } from '../../features/accounts/password-reset';
import { translate } from '../../i18n/messages';
import { emailSenderFromEnv, LogEmailSender } from './email';

const TOKEN = `${'A'.repeat(21)}0123456789-0123456789_`;

describe('log e-mail transport', () => {
  it('prints the reset link of a "forgot password" e-mail, the recipient masked', async () => {
    const lines: string[] = [];
    const email = emailSenderFromEnv({}, (line) => lines.push(line));
    expect(email.name).toBe('log');
    const send = passwordResetHandler({ email, publicOrigin: 'http://localhost:3000', secret: 's' });
    const payload = {
      email: 'new1@example.com',
      sealedToken: seal('s', TOKEN),
      locale: 'fr-CA',
      slug: 'maple-table',
    };
    expect(
      await send({ id: 1, restaurantId: 101, type: 'account.password_reset', payload, attempts: 0 }),
    ).toEqual(expect.objectContaining({ ok: true }));
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toContain(
      `http://localhost:3000/login/reset-password?restaurant=maple-table#token=${TOKEN} |`,
    );
    expect(line).toMatch(/^E-mail to n•••@example\.com: Réinitialisez votre mot de passe \| /);
    // The address in the text (the account's) is masked as the recipient is.
    expect(line).not.toContain('new1@');
    expect(line).toContain('(n•••@example.com)');
    expect(line).not.toContain('\n');
  });

  it('prints an order confirmation’s text and link on one line', async () => {
    const lines: string[] = [];
    const email = new LogEmailSender((line) => lines.push(line));
    const text = translate('en-CA', 'email.confirmationBody', {
      number: 12,
      restaurant: 'Maple Table',
      total: '$15.33',
      when: '',
      link: 'http://localhost:3000/maple-table/orders/vnainxqaQGu9ZTM5kqUnf',
    });
    await email.send({ to: 'diner@example.com', subject: 'Your order #12 at Maple Table', text });
    expect(lines).toEqual([
      'E-mail to d•••@example.com: Your order #12 at Maple Table | Thank you for your order #12 at Maple Table. | ' +
        'Total: $15.33 | Follow it live: http://localhost:3000/maple-table/orders/vnainxqaQGu9ZTM5kqUnf',
    ]);
    // The message itself is kept whole in memory.
    expect(email.sent[0]).toMatchObject({ to: 'diner@example.com', text });
  });
});
