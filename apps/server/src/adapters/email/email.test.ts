/**
 * The `log` e-mail transport (README "Demo accounts"): with no EMAIL_TRANSPORT, a "forgot password" e-mail can be
 * completed from the server log, so its line carries the text (the reset link) with every address masked.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { passwordResetHandler, sealResetToken } from '../../features/accounts';
import { translate } from '../../i18n/messages';
import { emailSenderFromEnv, HttpEmailSender, LogEmailSender } from './email';

const TOKEN = `${'A'.repeat(21)}0123456789-0123456789_`;

describe('log e-mail transport', () => {
  it('prints the reset link of a "forgot password" e-mail, the recipient masked', async () => {
    const lines: string[] = [];
    const email = emailSenderFromEnv({}, (line) => lines.push(line));
    expect(email.name).toBe('log');
    const send = passwordResetHandler({ email, publicOrigin: 'http://localhost:3000', secret: 's' });
    const payload = {
      email: 'new1@example.com',
      sealedToken: sealResetToken('s', TOKEN),
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
      costs: 'Subtotal: $13.57\nHST (13%): $1.76\nTotal: $15.33',
      paid: '',
      lines: '',
      when: '',
      delivery: '',
      link: 'http://localhost:3000/maple-table/orders/vnainxqaQGu9ZTM5kqUnf',
    });
    await email.send({ to: 'diner@example.com', subject: 'Your order #12 at Maple Table', text });
    expect(lines).toEqual([
      'E-mail to d•••@example.com: Your order #12 at Maple Table | Thank you for your order #12 at Maple Table. | ' +
        'Subtotal: $13.57 | HST (13%): $1.76 | Total: $15.33 | Follow it live: http://localhost:3000/maple-table/orders/vnainxqaQGu9ZTM5kqUnf',
    ]);
    // The message itself is kept whole in memory.
    expect(email.sent[0]).toMatchObject({ to: 'diner@example.com', text });
  });
});

describe('http e-mail transport', () => {
  it('sends the message key as Idempotency-Key, the same on a retry, and not in the body', async () => {
    const requests: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        requests.push({ headers: req.headers, body: JSON.parse(raw) });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'em_1' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const email = new HttpEmailSender({
        url: `http://127.0.0.1:${port}/send`,
        token: 't',
        from: 'orders@x.ca',
      });
      const message = { to: 'diner@example.com', subject: 'S', text: 'T', idempotencyKey: 'outbox-7' };
      expect(await email.send(message)).toEqual({ ok: true, providerId: 'em_1' });
      await email.send(message);
      expect(requests.map((r) => r.headers['idempotency-key'])).toEqual(['outbox-7', 'outbox-7']);
      expect(requests[0]?.body).toEqual({
        from: 'orders@x.ca',
        to: 'diner@example.com',
        subject: 'S',
        text: 'T',
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
