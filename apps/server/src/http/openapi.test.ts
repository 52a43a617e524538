import { describe, expect, it } from 'vitest';
import { fixSchema, operationIdOf } from './openapi';

describe('operationIdOf', () => {
  it.each([
    ['GET', '/api/orders/:id', 'getOrdersById'],
    ['POST', '/api/auth/login-native', 'postAuthLoginNative'],
    ['DELETE', '/api/staff/restaurants/:id/staff/:userId', 'deleteStaffRestaurantsByIdStaffByUserId'],
    ['GET', '/:slug/data.json', 'getBySlugDataJson'],
  ])('%s %s is %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });
});

describe('fixSchema', () => {
  it('moves nullable from beside anyOf into its typed branches, at any depth', () => {
    const schema = {
      type: 'object',
      properties: {
        tableNum: { nullable: true, anyOf: [{ type: 'string' }, { type: 'integer' }] },
      },
    };
    expect(fixSchema(schema)).toEqual({
      type: 'object',
      properties: {
        tableNum: {
          anyOf: [
            { type: 'string', nullable: true },
            { type: 'integer', nullable: true },
          ],
        },
      },
    });
  });

  it('names the fixed keys of a record as properties of its value schema', () => {
    const value = { type: 'string' };
    expect(fixSchema({ type: 'object', additionalProperties: value, required: ['en', 'fr'] })).toEqual({
      type: 'object',
      additionalProperties: value,
      required: ['en', 'fr'],
      properties: { en: value, fr: value },
    });
  });

  it('leaves a nullable schema with a type as it is', () => {
    const schema = { type: 'string', nullable: true };
    expect(fixSchema(schema)).toEqual(schema);
  });
});
