import { afterEach, describe, expect, it } from 'vitest';
import { forgetUser, rememberUser } from './device-session';

afterEach(() => localStorage.clear());

describe('forgetting the user (logout, an expired session, a suite logout)', () => {
  it("clears this device's last orders with the rest of the diner's data (audit F1 6), and keeps the carts", () => {
    rememberUser('u1', true);
    localStorage.setItem('contact', '{}');
    localStorage.setItem('last-order:maple-table', '{"items":[],"at":1}');
    localStorage.setItem('last-order:cafe-du-marche', '{"items":[],"at":1}');
    localStorage.setItem('cart:maple-table', '{}');
    forgetUser();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('contact')).toBeNull();
    expect(localStorage.getItem('last-order:maple-table')).toBeNull();
    expect(localStorage.getItem('last-order:cafe-du-marche')).toBeNull();
    expect(localStorage.getItem('cart:maple-table')).toBe('{}');
  });
});
