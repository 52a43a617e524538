/**
 * The built-in sandbox identity provider: it signs its own ID tokens (Ed25519, a key derived from SESSION_SECRET,
 * so every server node shares it) for a fixed list of demo identities chosen on a consent page, and the server
 * verifies them with the same ID-token code as Google's and Apple's. It stands in for every provider that is not
 * configured, so "Continue with Google" works offline in the demo; SANDBOX_LOGIN=off turns it off.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { createLocalJWKSet, type JWK, SignJWT } from 'jose';
import { IdTokenProvider } from './identity-provider';

export const SANDBOX_ISSUER = 'urn:ordering:sandbox-identity';
const TOKEN_SECONDS = 5 * 60;

export interface DemoIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Made-up people (the demo diner among them, so signing in with "Google" reaches her account). */
export const DEMO_IDENTITIES: DemoIdentity[] = [
  { subject: 'sandbox-diner', email: 'diner@example.com', firstName: 'Dana', lastName: 'Diner' },
  { subject: 'sandbox-alex', email: 'alex.social@example.com', firstName: 'Alex', lastName: 'Tremblay' },
  { subject: 'sandbox-chloe', email: 'chloe.social@example.com', firstName: 'Chloé', lastName: 'Gagnon' },
];

// The PKCS #8 prefix of an Ed25519 private key, followed by its 32-byte seed.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export class SandboxIdentity {
  private readonly privateKey: KeyObject;
  readonly jwk: JWK;

  constructor(secret: string) {
    const seed = createHash('sha256').update(`sandbox-identity:${secret}`).digest();
    this.privateKey = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    const kid = createHash('sha256').update(seed).digest('base64url').slice(0, 16);
    this.jwk = {
      ...createPublicKey(this.privateKey).export({ format: 'jwk' }),
      kid,
      alg: 'EdDSA',
      use: 'sig',
    };
  }

  /** The audience of a token the sandbox issues on behalf of `provider` (a Google token is not an Apple one). */
  static audience(provider: string) {
    return `sandbox:${provider}`;
  }

  issue(identity: DemoIdentity, provider: string, now: Date, nonce?: string): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({
      email: identity.email,
      email_verified: true,
      given_name: identity.firstName,
      family_name: identity.lastName,
      ...(nonce ? { nonce } : {}),
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: this.jwk.kid as string })
      .setIssuer(SANDBOX_ISSUER)
      .setSubject(identity.subject)
      .setAudience(SandboxIdentity.audience(provider))
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_SECONDS)
      .sign(this.privateKey);
  }

  /** The verifier for tokens issued for `provider`: the same ID-token code, with the sandbox's key set. */
  verifierFor(provider: string): IdTokenProvider {
    return new IdTokenProvider('sandbox', {
      issuer: SANDBOX_ISSUER,
      audience: SandboxIdentity.audience(provider),
      keys: createLocalJWKSet({ keys: [this.jwk] }),
      algorithms: ['EdDSA'],
    });
  }
}
