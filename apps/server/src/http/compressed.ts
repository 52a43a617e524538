import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body compressed once, when it is made: every request then sends bytes, none compresses. */
export interface CompressedBody {
  body: string;
  /**
   * The body's UTF-8 bytes, encoded once: a 160 KB string sent as is is encoded again on every request, which took
   * the greater part of an uncompressed data.json's time.
   */
  identity: Buffer;
  brotli: Buffer;
  gzip: Buffer;
}

/**
 * Brotli at quality 5 takes a 50 KB page about 2 ms (quality 11: over 100 ms) for 10 % more bytes; bodies kept for
 * long (a data file's version) are worth the higher quality.
 */
export function compressOnce(body: string, effort: 'fast' | 'small' = 'fast'): CompressedBody {
  const quality = effort === 'small' ? 9 : 5;
  return {
    body,
    identity: Buffer.from(body, 'utf8'),
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzip: gzipSync(body, { level: effort === 'small' ? 9 : 6 }),
  };
}

/** Brotli, then gzip, when the client accepts it (a `q=0` refuses); else identity. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    String(header ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Sends the encoding the client prefers; the reply's type and other headers are the caller's. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, content: CompressedBody) {
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(content.brotli);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(content.gzip);
  return reply.send(content.identity);
}
