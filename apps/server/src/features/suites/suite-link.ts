/**
 * The `value` query parameter of an owner's e-mailed link: AES-256-GCM over
 * `{ eventSuiteId, email, exp }`, with a key derived from SESSION_SECRET. GCM's tag makes any change to the token
 * fail to open, so a value cannot be edited to point at another suite or live longer; the expiry is inside it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SuiteLinkClaims {
  eventSuiteId: string;
  email: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'ordering-suite-link', 'aes-256-gcm', 32));
}

export function sealSuiteLink(secret: string, claims: SuiteLinkClaims): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export type SuiteLinkOpen =
  | { ok: true; claims: SuiteLinkClaims }
  | { ok: false; reason: 'invalid' | 'expired' };

export function openSuiteLink(secret: string, value: string, now: Date): SuiteLinkOpen {
  if (!/^[A-Za-z0-9_-]{40,2000}$/.test(value)) return { ok: false, reason: 'invalid' };
  const raw = Buffer.from(value, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: 'invalid' };
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const claims = JSON.parse(text) as Partial<SuiteLinkClaims>;
    if (
      typeof claims.eventSuiteId !== 'string' ||
      typeof claims.email !== 'string' ||
      typeof claims.exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    if (claims.exp <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, claims: claims as SuiteLinkClaims };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
