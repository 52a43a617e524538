import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './errors';

export interface WebOptions {
  webDistDir: string;
  demoImagesDir: string;
  cantineHosts: string[];
}

/** Paths that never fall back to the web app: the API, media and data files answer 404 themselves. */
function isReservedPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (
    path === '/api' || path.startsWith('/api/') || path.startsWith('/media/') || path.endsWith('/data.json')
  );
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

export function hostWithoutPort(host: string | undefined): string {
  if (!host) return '';
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0] ?? '';
}

/**
 * Serves the built web app and the demo images from the API's own port, so production is one process. Vite puts
 * content-hashed files under `assets/`, which may be cached forever; `index.html` must always be revalidated so a
 * new deploy is picked up.
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions) {
  const indexFile = join(opts.webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  // Read once: the file is small and only changes with a deploy, which restarts the process.
  const indexHtml = hasWeb ? readFileSync(indexFile) : undefined;

  if (existsSync(opts.demoImagesDir)) {
    await app.register(fastifyStatic, {
      root: opts.demoImagesDir,
      prefix: '/media/demo/',
      decorateReply: false,
      wildcard: false,
      schemaHide: true,
      maxAge: '1d',
    });
  }
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      schemaHide: true,
      decorateReply: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${join(opts.webDistDir, 'assets')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  app.get('/', { schema: { hide: true } }, (request, reply) => {
    if (opts.cantineHosts.includes(hostWithoutPort(request.headers.host)))
      return reply.redirect('/cantine', 302);
    if (indexHtml) return sendIndex(reply);
    return sendNotFound(request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isReservedPath(request.url);
    if (isPage && indexHtml && acceptsHtml(request)) return sendIndex(reply);
    const api = request.url.startsWith('/api');
    return sendNotFound(request, reply, api ? 'error.routeNotFound' : 'error.notFound');
  });
}
