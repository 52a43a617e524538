import { describe, expect, it } from 'vitest';
import { type MemberInputError, type MemberInputType, memberInputError } from './member-input';

describe('the membership form’s messages', () => {
  const cases: [MemberInputType, string, MemberInputError | null][] = [
    ['text', '', 'required'],
    ['text', '   ', 'required'],
    ['text', 'ELB-1001', null],
    ['text', 'elb 1001', null],
    ['text', 'ELB-1001<script>', 'invalidAccount'],
    ['text', 'Tremblay', null],
    ['text', 'O’Neil-Côté', null],
    ['text', 'Jo@n', 'invalidName'],
    ['email', 'elle@example.com', null],
    ['email', 'elle@example', 'invalidEmail'],
    ['email', 'elle example.com', 'invalidEmail'],
    ['phone', '514-555-0199', null],
    ['phone', '+1 (514) 555-0199', null],
    ['phone', '555-0199', 'invalidPhone'],
    ['phone', '514-555-01ab', 'invalidPhone'],
    ['number', '1001', null],
    ['number', '1001-2002', null],
    ['number', 'ELB-1001', 'invalidAccount'],
    ['text', 'A'.repeat(201), 'invalidAccount'],
  ];
  it.each(cases)('%s %j → %s', (type, value, expected) => {
    expect(memberInputError(type, value)).toBe(expected);
  });
});
