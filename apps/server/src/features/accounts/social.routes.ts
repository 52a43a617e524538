/**
 * Social login calls (`POST /api/auth/login-{type}`) and the sandbox identity provider's pages: its key set
 * (`GET /api/auth/sandbox/jwks`), its consent page listing the demo identities (`GET /api/auth/sandbox/authorize`)
 * and the choice, which sends the browser back to our own page with an ID token in the URL fragment.
 */
import { profileResponse, socialLoginRequest } from '@ordering/domain/contracts/accounts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../adapters/identity/identity-provider';
import type { IdentityProviders } from '../../adapters/identity/providers';
import { DEMO_IDENTITIES } from '../../adapters/identity/sandbox';
import { now } from '../../clock';
import { AppError } from '../../errors/app-error';
import { resolveLocale } from '../../i18n/messages';
import { socialLogin } from './social.service';

type SignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  result: Awaited<ReturnType<typeof socialLogin>>,
) => Promise<z.output<typeof profileResponse>>;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Only a path of this site: the consent page never sends a token to another origin. */
const localPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'Expected a path on this site');

const authorizeQuery = z.object({
  provider: z.enum(SOCIAL_PROVIDERS).default('google'),
  redirect_uri: localPath.default('/login'),
  state: z.string().max(200).default(''),
  nonce: z.string().max(200).optional(),
  lang: z.enum(['en', 'fr']).optional(),
});
const consentQuery = authorizeQuery.extend({ identity: z.string().max(100) });

export function registerSocialRoutes(
  app: FastifyInstance,
  options: {
    identity: IdentityProviders;
    signIn: SignIn;
    limited: (name: string) => preHandlerAsyncHookHandler;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { identity } = options;

  for (const provider of SOCIAL_PROVIDERS) {
    r.post(
      `/api/auth/login-${provider}`,
      {
        schema: { tags: ['auth'], body: socialLoginRequest, response: { 200: profileResponse } },
        config: { staleSessionIsGuest: true },
        preHandler: options.limited(`login-${provider}`),
      },
      async (request, reply) => {
        const adapter = identity.get(provider);
        if (!adapter) throw new AppError(404, 'error.providerUnknown', { provider });
        const locale = resolveLocale(request.headers.locale);
        const result = await socialLogin(
          app,
          provider as SocialProvider,
          adapter,
          request.body,
          locale,
          now(),
        );
        return options.signIn(request, reply, result);
      },
    );
  }

  const sandbox = identity.sandbox;
  if (!sandbox) return;

  r.get('/api/auth/sandbox/jwks', { schema: { hide: true } }, async () => ({ keys: [sandbox.jwk] }));

  r.get(
    '/api/auth/sandbox/authorize',
    { schema: { hide: true, querystring: authorizeQuery } },
    async (request, reply) => {
      const q = request.query;
      const fr =
        q.lang === 'fr' || (q.lang === undefined && resolveLocale(request.headers.locale) === 'fr-CA');
      const label = q.provider === 'sandbox' ? 'Sandbox' : q.provider[0]?.toUpperCase() + q.provider.slice(1);
      const choices = DEMO_IDENTITIES.map((person) => {
        const params = new URLSearchParams({
          identity: person.subject,
          provider: q.provider,
          redirect_uri: q.redirect_uri,
          state: q.state,
          ...(q.nonce ? { nonce: q.nonce } : {}),
        });
        return `<li><a href="/api/auth/sandbox/consent?${escapeHtml(params.toString())}"><strong>${escapeHtml(
          `${person.firstName} ${person.lastName}`,
        )}</strong> <span>${escapeHtml(person.email)}</span></a></li>`;
      }).join('');
      const text = fr
        ? {
            title: `Se connecter avec ${label} (bac à sable)`,
            intro: `Démo hors ligne : aucun compte ${label} réel n’est utilisé. Choisissez une identité.`,
            cancel: 'Annuler',
          }
        : {
            title: `Sign in with ${label} (sandbox)`,
            intro: `Offline demo: no real ${label} account is used. Choose an identity.`,
            cancel: 'Cancel',
          };
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${fr ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8">` +
            `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title>` +
            '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}' +
            'ul{list-style:none;padding:0}li a{display:block;padding:.9rem 1rem;margin:.5rem 0;border:1px solid #767676;' +
            'border-radius:.5rem;color:inherit;text-decoration:none}li a:focus,li a:hover{outline:3px solid #1a56db}' +
            'span{display:block;color:#4a4a4a}</style></head><body>' +
            `<main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.intro)}</p><ul>${choices}</ul>` +
            `<p><a href="${escapeHtml(q.redirect_uri)}">${escapeHtml(text.cancel)}</a></p></main></body></html>`,
        );
    },
  );

  r.get(
    '/api/auth/sandbox/consent',
    { schema: { hide: true, querystring: consentQuery } },
    async (request, reply) => {
      const q = request.query;
      const person = DEMO_IDENTITIES.find((p) => p.subject === q.identity);
      if (!person) throw new AppError(404, 'error.notFound');
      const token = await sandbox.issue(person, q.provider, now(), q.nonce);
      const fragment = new URLSearchParams({ id_token: token, state: q.state, provider: q.provider });
      return reply.redirect(`${q.redirect_uri}#${fragment.toString()}`, 302);
    },
  );
}
