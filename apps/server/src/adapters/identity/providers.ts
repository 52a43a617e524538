/**
 * Which adapter answers each social login, from configuration. A provider with its client id configured verifies
 * real tokens; one without is served by the sandbox (unless SANDBOX_LOGIN=off, then it is unavailable).
 */
import {
  FacebookProvider,
  type IdentityProvider,
  IdTokenProvider,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './identity-provider';
import { SandboxIdentity } from './sandbox';

export interface IdentityProviders {
  get(provider: SocialProvider): IdentityProvider | undefined;
  /** The sandbox (its key set and consent page), or null when SANDBOX_LOGIN=off. */
  sandbox: SandboxIdentity | null;
  /** Providers the sandbox answers for (a production server warns about them). */
  sandboxed: SocialProvider[];
}

export class IdentityConfigError extends Error {}

type Env = Record<string, string | undefined>;

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function identityProvidersFromEnv(env: Env, secret: string): IdentityProviders {
  const value = (name: string) => env[name]?.trim() || undefined;
  const sandboxOn = (value('SANDBOX_LOGIN') ?? 'on') !== 'off';
  const sandbox = sandboxOn ? new SandboxIdentity(secret) : null;
  const configured = new Map<SocialProvider, IdentityProvider>();

  const google = value('GOOGLE_CLIENT_ID');
  if (google) {
    configured.set(
      'google',
      IdTokenProvider.remote('google', {
        issuer: list(value('GOOGLE_ISSUER') ?? 'https://accounts.google.com,accounts.google.com'),
        audience: google,
        jwksUrl: value('GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
      }),
    );
  }
  const apple = value('APPLE_CLIENT_ID');
  if (apple) {
    configured.set(
      'apple',
      IdTokenProvider.remote('apple', {
        issuer: value('APPLE_ISSUER') ?? 'https://appleid.apple.com',
        audience: apple,
        jwksUrl: value('APPLE_JWKS_URL') ?? 'https://appleid.apple.com/auth/keys',
      }),
    );
  }
  const facebookId = value('FACEBOOK_APP_ID');
  const facebookSecret = value('FACEBOOK_APP_SECRET');
  if (Boolean(facebookId) !== Boolean(facebookSecret)) {
    throw new IdentityConfigError('Facebook login needs both FACEBOOK_APP_ID and FACEBOOK_APP_SECRET.');
  }
  if (facebookId && facebookSecret) {
    configured.set(
      'facebook',
      new FacebookProvider({
        graphUrl: value('FACEBOOK_GRAPH_URL') ?? 'https://graph.facebook.com/v19.0',
        appId: facebookId,
        appSecret: facebookSecret,
      }),
    );
  }
  return identityProviders(configured, sandbox);
}

export function identityProviders(
  configured: ReadonlyMap<SocialProvider, IdentityProvider>,
  sandbox: SandboxIdentity | null,
): IdentityProviders {
  const resolved = new Map<SocialProvider, IdentityProvider>();
  const sandboxed: SocialProvider[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const real = provider === 'sandbox' ? undefined : configured.get(provider);
    if (real) resolved.set(provider, real);
    else if (sandbox) {
      resolved.set(provider, sandbox.verifierFor(provider));
      if (provider !== 'sandbox') sandboxed.push(provider);
    }
  }
  return { get: (p) => resolved.get(p), sandbox, sandboxed };
}
