// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetMember, menusForMember, readMember, type StoredMember, writeMember } from './member-storage';

const elle: StoredMember = {
  identifier: 'ELB-1001',
  provider: 'ELB',
  memberMenus: ['club'],
  firstName: 'Elle',
  checkedAt: 1,
};
const menus = [
  { id: 'pizza', member_only: false },
  { id: 'club', member_only: true },
  { id: 'vip', member_only: true },
];

afterEach(() => localStorage.clear());

describe('member-only menus', () => {
  it('are hidden without a member, and shown only as the look-up revealed them', () => {
    expect(menusForMember(menus, null).map((m) => m.id)).toEqual(['pizza']);
    expect(menusForMember(menus, elle).map((m) => m.id)).toEqual(['pizza', 'club']);
    expect(menusForMember(menus, { ...elle, memberMenus: [] }).map((m) => m.id)).toEqual(['pizza']);
  });
});

describe('the member kept on the device', () => {
  it('is kept per restaurant and forgotten', () => {
    writeMember('slice-co-plateau', elle);
    expect(readMember('slice-co-plateau')).toEqual(elle);
    expect(readMember('maple-table')).toBeNull();
    forgetMember('slice-co-plateau');
    expect(readMember('slice-co-plateau')).toBeNull();
  });

  it('reads a damaged or foreign entry as no member', () => {
    localStorage.setItem('member:a', '{not json');
    localStorage.setItem('member:b', JSON.stringify({ identifier: '', provider: 'ELB', memberMenus: [] }));
    localStorage.setItem('member:c', JSON.stringify({ identifier: 'X', provider: 'ELB', memberMenus: [3] }));
    expect([readMember('a'), readMember('b'), readMember('c')]).toEqual([null, null, null]);
  });
});
