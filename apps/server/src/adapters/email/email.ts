/**
 * E-mail to diners (the order confirmation). Like SMS, sent from the outbox worker, never inline in a request. `log`
 * keeps messages in memory and prints them; `http` posts them to a provider endpoint configured by the environment.
 */
import { httpTransportFromEnv, LogSender, postMessage, type SendResult } from '../message-transport';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  reference?: string;
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<SendResult>;
}

export class LogEmailSender extends LogSender<EmailMessage> implements EmailSender {
  protected describe(message: EmailMessage): string {
    // The log keeps the first letter and the domain only.
    return `E-mail to ${message.to.replace(/^(.)[^@]*/, '$1•••')}: ${message.subject}`;
  }
}

export class HttpEmailSender implements EmailSender {
  readonly name = 'http';
  constructor(private readonly config: { url: string; token: string; from: string; timeoutMs?: number }) {}

  send(message: EmailMessage): Promise<SendResult> {
    return postMessage(this.config, { from: this.config.from, ...message });
  }
}

export function emailSenderFromEnv(env: NodeJS.ProcessEnv, print: (line: string) => void): EmailSender {
  const http = httpTransportFromEnv(env, 'EMAIL');
  return http ? new HttpEmailSender(http) : new LogEmailSender(print);
}
