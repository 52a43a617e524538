/**
 * Text messages to diners ("your order is ready"). Sent from the outbox worker, never inline in a request, so a slow
 * or failing provider never fails an order. `log` keeps messages in memory and prints them (the demo shows them to
 * staff); `http` posts them to a provider endpoint configured by the environment.
 */
import { httpTransportFromEnv, LogSender, postMessage, type SendResult } from '../message-transport';

export interface SmsMessage {
  to: string; // E.164, +1XXXXXXXXXX
  body: string;
  reference?: string;
  /** The outbox message's key (`outboxKey`), sent as `Idempotency-Key`: a crash between sending and marking sent. */
  idempotencyKey?: string;
}

/** A transient failure is retried with backoff by the outbox; a permanent one is not. */
export type SmsResult = SendResult;

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
}

export class LogSmsSender extends LogSender<SmsMessage> implements SmsSender {
  protected describe(message: SmsMessage): string {
    // The log keeps the last four digits only: a diner's number is not for the logs.
    return `SMS to ${message.to.replace(/\d(?=\d{4})/g, '•')}: ${message.body}`;
  }
}

export interface HttpSmsConfig {
  url: string;
  token: string;
  from: string;
  timeoutMs?: number;
}

export class HttpSmsSender implements SmsSender {
  readonly name = 'http';
  constructor(private readonly config: HttpSmsConfig) {}

  send(message: SmsMessage): Promise<SmsResult> {
    const { from } = this.config;
    return postMessage(
      this.config,
      { from, to: message.to, body: message.body, reference: message.reference },
      message.idempotencyKey,
    );
  }
}

/** Canadian numbers as typed by diners (613-555-0199, 1 613 555 0199) to E.164; null when not a valid number. */
export function toE164(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? `+1${digits}` : null;
}

export function smsSenderFromEnv(env: NodeJS.ProcessEnv, print: (line: string) => void): SmsSender {
  const http = httpTransportFromEnv(env, 'SMS');
  return http ? new HttpSmsSender(http) : new LogSmsSender(print);
}
