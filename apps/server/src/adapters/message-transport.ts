/**
 * What the message transports (SMS, e-mail) share: the HTTP leg (a JSON POST with a bearer token and a timeout)
 * and the `log` transport.
 * 429 and 5xx (and an unreachable provider) are worth retrying; another 4xx means the message itself is refused.
 */
export type SendResult = { ok: true; providerId: string } | { ok: false; retryable: boolean; reason: string };

export async function postMessage(
  config: { url: string; token: string; timeoutMs?: number },
  body: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${config.token}`,
        // The same key on every attempt of one message: a provider that keeps keys sends a retried message once.
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return { ok: false, retryable: true, reason: error instanceof Error ? error.message : String(error) };
  }
  if (response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { id?: unknown };
    return { ok: true, providerId: typeof answer.id === 'string' ? answer.id : `http-${response.status}` };
  }
  const retryable = response.status === 429 || response.status >= 500;
  return { ok: false, retryable, reason: `HTTP ${response.status}` };
}

/** The `log` transport of a message kind: keeps the last 1000 messages in memory and prints one line each. */
export abstract class LogSender<M extends object> {
  readonly name = 'log';
  readonly sent: (M & { at: Date })[] = [];
  constructor(private readonly print: (line: string) => void = () => {}) {}

  protected abstract describe(message: M): string;

  async send(message: M): Promise<SendResult> {
    this.sent.push({ ...message, at: new Date() });
    if (this.sent.length > 1000) this.sent.shift();
    this.print(this.describe(message));
    return { ok: true, providerId: `log-${this.sent.length}` };
  }
}

/**
 * The HTTP transport's settings from the environment (`{PREFIX}_HTTP_URL`, `{PREFIX}_HTTP_TOKEN`, `{PREFIX}_FROM`)
 * when `{PREFIX}_TRANSPORT=http`; null for the log transport. Incomplete settings stop the server at start.
 */
export function httpTransportFromEnv(
  env: NodeJS.ProcessEnv,
  prefix: 'SMS' | 'EMAIL',
): { url: string; token: string; from: string } | null {
  if (env[`${prefix}_TRANSPORT`] !== 'http') return null;
  const url = env[`${prefix}_HTTP_URL`];
  const token = env[`${prefix}_HTTP_TOKEN`];
  const from = env[`${prefix}_FROM`];
  if (!url || !token || !from) {
    throw new Error(
      `${prefix}_TRANSPORT=http needs ${prefix}_HTTP_URL, ${prefix}_HTTP_TOKEN and ${prefix}_FROM`,
    );
  }
  return { url, token, from };
}
