import { describe, expect, it } from 'vitest';
import { ERROR_HTTP_STATUS, errorBody } from './errors';

describe('Error body { code, message, details? }', () => {
  it.each([
    [{ code: 417, message: 'This time slot is full. Please choose another time.' }, true],
    [
      {
        code: 400,
        message: 'Invalid input',
        details: { fields: [{ path: 'items[0].quantity', message: 'Too small' }] },
      },
      true,
    ],
    [
      {
        code: 415,
        message: 'Sold out',
        details: { invalid_items: [{ orderId: 1, itemId: 'b', code: 415, reason: 'sold_out' }] },
      },
      true,
    ],
    [{ code: 400, message: 'Invalid input', details: [{ path: 'body.items', message: 'Too big' }] }, true],
    [{ code: 400 }, false],
    [{ code: 400, message: 'x', stack: 'Error at ...' }, false],
  ])('%o -> %s', (body, ok) => {
    expect(errorBody.safeParse(body).success).toBe(ok);
  });

  it.each([
    [201, 401],
    [410, 402],
    [417, 409],
    [1803, 402],
    [400, 400],
  ] as const)('code %i is HTTP %i', (code, status) => {
    expect(ERROR_HTTP_STATUS[code]).toBe(status);
  });
});
