/**
 * E-mail to diners (the order confirmation). Like SMS, sent from the outbox worker, never inline in a request. `log`
 * keeps messages in memory and prints them (recipient masked, text included); `http` posts them to a provider
 * endpoint configured by the environment.
 */
import { httpTransportFromEnv, LogSender, postMessage, type SendResult } from '../message-transport';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  reference?: string;
  /** The outbox message's key (`outboxKey`), sent as `Idempotency-Key`: a crash between sending and marking sent. */
  idempotencyKey?: string;
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<SendResult>;
}

/** Every e-mail address in `text` as the log and notices show it: "nora@example.com" -> "n•••@example.com". */
const EMAIL_ADDRESS = /([^\s@"'<>(),;:])[^\s@"'<>(),;:]*@([^\s@"'<>(),;:]+\.[a-z]{2,})/gi;
export const masked = (text: string) => text.replace(EMAIL_ADDRESS, '$1•••@$2');

/**
 * The `log` transport prints each e-mail on one line: the masked recipient, the subject and the text, its lines
 * joined by " | ", so a developer can follow a reset link or an order link from the log (README, "Demo accounts").
 * Every address in the text is masked as the recipient is; the links themselves carry no address.
 */
export class LogEmailSender extends LogSender<EmailMessage> implements EmailSender {
  protected describe(message: EmailMessage): string {
    const text = message.text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join(' | ');
    return masked(`E-mail to ${message.to}: ${message.subject}${text ? ` | ${text}` : ''}`);
  }
}

export class HttpEmailSender implements EmailSender {
  readonly name = 'http';
  constructor(private readonly config: { url: string; token: string; from: string; timeoutMs?: number }) {}

  send(message: EmailMessage): Promise<SendResult> {
    const { idempotencyKey, ...fields } = message;
    return postMessage(this.config, { from: this.config.from, ...fields }, idempotencyKey);
  }
}

export function emailSenderFromEnv(env: NodeJS.ProcessEnv, print: (line: string) => void): EmailSender {
  const http = httpTransportFromEnv(env, 'EMAIL');
  return http ? new HttpEmailSender(http) : new LogEmailSender(print);
}
