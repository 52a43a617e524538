/**
 * Social login (decision 012): one adapter per provider turns what the browser got from the
 * provider (an ID token, or Facebook's access token) into a verified identity, or null when it cannot be trusted.
 * Google, Apple and the built-in sandbox verify a signed ID token against a key set (jose); Facebook asks the
 * Graph API whether the token was issued to this app, then reads the profile. Every URL is configuration, so tests
 * run the same code against a fake provider on 127.0.0.1.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple', 'sandbox'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export interface IdentityCredential {
  idToken?: string | undefined;
  accessToken?: string | undefined;
}

export interface IdentityProvider {
  /** Where the identity comes from: 'google', or 'sandbox' when the sandbox stands in for Google. */
  readonly issuerName: string;
  verify(credential: IdentityCredential): Promise<VerifiedIdentity | null>;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** An OpenID Connect ID token: signature by the provider's keys, issuer, audience (our client id) and expiry. */
export class IdTokenProvider implements IdentityProvider {
  constructor(
    readonly issuerName: string,
    private readonly options: {
      /** Google signs with either spelling of its issuer. */
      issuer: string | string[];
      audience: string;
      keys: JWTVerifyGetKey;
      algorithms?: string[];
    },
  ) {}

  static remote(
    issuerName: string,
    options: { issuer: string | string[]; audience: string; jwksUrl: string; timeoutMs?: number },
  ): IdTokenProvider {
    const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: options.timeoutMs ?? 5000 });
    return new IdTokenProvider(issuerName, { issuer: options.issuer, audience: options.audience, keys });
  }

  async verify(credential: IdentityCredential): Promise<VerifiedIdentity | null> {
    if (!credential.idToken) return null;
    try {
      const { payload } = await jwtVerify(credential.idToken, this.options.keys, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: this.options.algorithms ?? ['RS256', 'ES256', 'EdDSA'],
        clockTolerance: 30,
      });
      const subject = str(payload.sub);
      if (!subject) return null;
      return {
        subject,
        email: str(payload.email)?.toLowerCase() ?? null,
        // Apple sends the flag as the string "true".
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        firstName: str(payload.given_name),
        lastName: str(payload.family_name),
      };
    } catch {
      // A bad signature, a wrong issuer or audience, an expired token, or the key set unreachable.
      return null;
    }
  }
}

/**
 * Facebook Login hands the browser an access token, not an ID token: the server asks the Graph API's debug_token
 * (with the app's credentials) whether the token is valid and was issued to this app, then reads the profile.
 */
export class FacebookProvider implements IdentityProvider {
  readonly issuerName = 'facebook';
  constructor(
    private readonly options: { graphUrl: string; appId: string; appSecret: string; timeoutMs?: number },
  ) {}

  private async get(path: string, params: Record<string, string>): Promise<Record<string, unknown> | null> {
    const url = new URL(
      path,
      this.options.graphUrl.endsWith('/') ? this.options.graphUrl : `${this.options.graphUrl}/`,
    );
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) });
      if (!res.ok) return null;
      return (await res.json()) as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  async verify(credential: IdentityCredential): Promise<VerifiedIdentity | null> {
    const token = credential.accessToken;
    if (!token) return null;
    const debug = await this.get('debug_token', {
      input_token: token,
      access_token: `${this.options.appId}|${this.options.appSecret}`,
    });
    const data = debug?.data as { is_valid?: unknown; app_id?: unknown; user_id?: unknown } | undefined;
    if (data?.is_valid !== true || String(data.app_id) !== this.options.appId) return null;
    const me = await this.get('me', { fields: 'id,email,first_name,last_name', access_token: token });
    const subject = str(me?.id);
    if (!me || !subject || subject !== String(data.user_id)) return null;
    const email = str(me.email)?.toLowerCase() ?? null;
    return {
      subject,
      email,
      // Facebook shares only confirmed addresses.
      emailVerified: email !== null,
      firstName: str(me.first_name),
      lastName: str(me.last_name),
    };
  }
}
