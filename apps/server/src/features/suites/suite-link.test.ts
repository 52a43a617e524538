import { describe, expect, it } from 'vitest';
import { openSuiteLink, sealSuiteLink } from './suite-link';

const SECRET = 'suite-link-test-secret-0123456789';
const NOW = new Date('2026-12-09T15:00:00Z');
const claims = { eventSuiteId: 'es_1', email: 'owner@example.com', exp: NOW.getTime() + 3_600_000 };

describe('the owner link value (AES-256-GCM, key from SESSION_SECRET)', () => {
  it('opens what it sealed, and two seals of the same claims differ (random IV)', () => {
    const a = sealSuiteLink(SECRET, claims);
    const b = sealSuiteLink(SECRET, claims);
    expect(a).not.toBe(b);
    expect(openSuiteLink(SECRET, a, NOW)).toEqual({ ok: true, claims });
    expect(a).not.toContain('owner');
  });
  it('refuses every changed character, a truncated value, another key and garbage', () => {
    const value = sealSuiteLink(SECRET, claims);
    for (const i of [0, 5, 12, 20, 28, value.length - 1]) {
      const flipped = value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1);
      expect(openSuiteLink(SECRET, flipped, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(openSuiteLink(SECRET, value.slice(0, -4), NOW).ok).toBe(false);
    expect(openSuiteLink('another-secret-0123456789abcdef', value, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    for (const junk of ['', 'abc', '!!!!', 'A'.repeat(60)])
      expect(openSuiteLink(SECRET, junk, NOW).ok).toBe(false);
  });
  it('expires at its instant', () => {
    const value = sealSuiteLink(SECRET, claims);
    expect(openSuiteLink(SECRET, value, new Date(claims.exp - 1)).ok).toBe(true);
    expect(openSuiteLink(SECRET, value, new Date(claims.exp))).toEqual({ ok: false, reason: 'expired' });
  });
});
