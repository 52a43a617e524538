/**
 * The request's language, for every route and for the answers made before Fastify sees a request.
 *
 * Routes read `request.headers.locale` (and some store it, such as an order's language for its emails): a request
 * without a `Locale` header gets it set from its `Accept-Language` when that names one of ours, so they all follow
 * Accept-Language without each being changed. `Locale` still wins when sent.
 *
 * An answer Node makes itself (`clientErrorHandler`: headers over 16 KB, a request it cannot parse) has no request
 * object: its language is read from the request the connection was reading, when Node had parsed its headers, else
 * from the bytes Node was parsing (`error.rawPacket`), when they hold the start of the request.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../i18n/messages';
import { acceptedLocale, requestLocale } from '../i18n/request-locale';

/** The request each connection is reading, from the moment Node has parsed its headers. */
const reading = new WeakMap<Socket, IncomingMessage>();

export function registerRequestLocale(app: FastifyInstance): void {
  // Before Fastify's own listener, synchronously: Node may fail on the body in the same packet as the headers.
  app.server.prependListener('request', (req: IncomingMessage) => {
    reading.set(req.socket, req);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    const sent = Array.isArray(headers.locale) ? headers.locale[0] : headers.locale;
    if (!sent?.trim()) {
      const accepted = acceptedLocale(headers['accept-language']);
      if (accepted) headers.locale = accepted;
    }
    done();
  });
  // An answer that varies with Locale varies with Accept-Language too, now that one stands in for the other.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const vary = reply.getHeader('vary');
    if (typeof vary === 'string' && /(^|,)\s*locale\s*(,|$)/i.test(vary) && !/accept-language/i.test(vary)) {
      reply.header('vary', `${vary}, accept-language`);
    }
    done(null, payload);
  });
}

/** Bytes of a packet read for its headers: Node refuses headers past 16 KB. */
const MAX_SCAN = 32 * 1024;
const REQUEST_LINE = /^[A-Z]+ \S+ HTTP\/1\.[01]\r\n/;

/**
 * The `Locale` and `Accept-Language` of a packet that starts a request, from its header lines that arrived whole.
 * A packet that starts inside a request (its headers came in several reads) is not read: its first line may be the
 * tail of any header.
 */
export function packetHeaders(packet: Buffer): Record<string, string> {
  const text = packet.subarray(0, MAX_SCAN).toString('latin1');
  if (!REQUEST_LINE.test(text)) return {};
  const end = text.indexOf('\r\n\r\n');
  const lines = (end === -1 ? text : text.slice(0, end + 2)).split('\r\n');
  // The request line, and the last line: empty, or cut short where the packet (or Node's limit) ended.
  lines.shift();
  lines.pop();
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, Math.max(colon, 0)).trim().toLowerCase();
    if ((name === 'locale' || name === 'accept-language') && headers[name] === undefined) {
      headers[name] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

/** The language of a request Node refused before Fastify saw it, as far as its headers can be read; else en-CA. */
export function clientErrorLocale(error: { rawPacket?: unknown }, socket: Socket): Locale {
  const req = reading.get(socket);
  // A request still arriving is the one that failed; a complete one is an earlier request of the connection.
  if (req && !req.complete) return requestLocale(req.headers);
  return Buffer.isBuffer(error.rawPacket) ? requestLocale(packetHeaders(error.rawPacket)) : 'en-CA';
}
