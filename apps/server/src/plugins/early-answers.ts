/**
 * Answers Node or Fastify would make before any hook or the error handler, in their own shape (an empty body, or
 * Fastify's `{ error, message, statusCode }`) and in English: made here instead as the one `{ code, message }` error
 * body in the request's language. A request Node cannot parse is `clientErrorHandler`'s (errors.ts).
 *
 * - While the server closes, Fastify answers 503 to a request arriving on a connection still open.
 * - Node answers 400 to an HTTP/1.1 request without a Host header (RFC 9112 section 3.2), and 417 to an `Expect`
 *   other than 100-continue.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { translate } from '../i18n/messages';
import { requestLocale } from '../i18n/request-locale';
import { clientErrorHandler, frameworkErrors, sendError } from './errors';

/** The server options that hand these answers to the app (spread into Fastify's options by app.ts). */
export const earlyAnswerOptions = {
  frameworkErrors,
  clientErrorHandler,
  // The closing hook below answers instead of Fastify (which adds Connection: close all the same).
  return503OnClosing: false,
  // The Host hook below answers instead of Node.
  http: { requireHostHeader: false },
} as const;

/** Registered before any hook that reads the database or the Host: they would answer first. */
export function registerEarlyAnswers(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // Answered here, the request goes no further: `done` is not called.
    if (closing) {
      sendError(request, reply, 503, 'error.unavailable');
    } else if (raw.httpVersionMajor === 1 && raw.httpVersionMinor === 1 && raw.headers.host === undefined) {
      reply.header('connection', 'close');
      sendError(request, reply, 400, 'error.invalidInput');
    } else {
      done();
    }
  });
  app.server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.stringify({
      code: 417,
      message: translate(requestLocale(req.headers), 'error.expectationFailed'),
    });
    res.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
}
