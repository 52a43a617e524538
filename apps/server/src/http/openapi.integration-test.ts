import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { HANDLER_CHECKED } from './openapi';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

/**
 * Warnings the recommended rules give that stay, each for a reason:
 * - no-ambiguous-paths: `/api/restaurants/groups/{slug}` beside `/api/restaurants/{id}/live` (and its announcements),
 *   `/api/orders/another-round/{id}` beside `/api/orders/{id}/events`: the router takes the fixed segment first, and
 *   the URLs are the ones clients already call.
 * - info-license-strict: the API has no published licence to link to.
 */
const KNOWN_WARNINGS = new Set(['no-ambiguous-paths', 'info-license-strict']);

let t: TestApp;
let source: string;
let document: Document;
let problems: NormalizedProblem[];
beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  source = response.body;
  document = response.json();
  problems = await lintFromString({
    source,
    absoluteRef: 'openapi.json',
    config: await createConfig({ extends: ['recommended'] }),
  });
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

const describeProblem = (problem: NormalizedProblem) =>
  `${problem.ruleId}: ${problem.message} at ${problem.location.map((l) => l.pointer).join(', ')}`;

describe('the served OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error", () => {
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
  });

  it('gives no warning but the known ones', () => {
    const unexpected = problems.filter((p) => p.severity === 'warn' && !KNOWN_WARNINGS.has(p.ruleId));
    expect(unexpected.map(describeProblem)).toEqual([]);
  });

  it('names every operation once, with a summary', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter(({ operation }) => !operation.summary)).toEqual([]);
    expect(document.paths['/api/orders/{id}']?.get?.operationId).toBe('getOrdersById');
  });

  it('says which operations need a session, and which do not', () => {
    const security = (key: string) => operations().find((o) => o.key === key)?.operation.security;
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(['bearer', 'userCookie', 'operatorToken', 'operatorCookie']),
    );
    const user = [{ bearer: [] }, { userCookie: [] }];
    // A staff call, known by its hook; an account call, whose handler checks the session.
    expect(security('POST /api/staff/orders/{id}/status')).toEqual(user);
    expect(security('POST /api/auth/edit-user')).toEqual(user);
    expect(security('GET /api/auth/operator')).toEqual([{ operatorToken: [] }, { operatorCookie: [] }]);
    expect(security('GET /api/restaurants/{slug}')).toEqual([]);
    expect(security('POST /api/orders')).toEqual([{}, ...user]);
    expect(operations().filter(({ operation }) => !operation.security)).toEqual([]);
  });

  it('lists only routes that exist among those whose handler checks the session', () => {
    const routes = new Set(operations().map(({ key }) => key.replace(/\{(\w+)\}/g, ':$1')));
    expect(Object.keys(HANDLER_CHECKED).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('answers every 4xx and 5xx with the one error body component', () => {
    expect(document.components.schemas.ErrorBody).toBeDefined();
    const errorAnswers = operations().flatMap(({ key, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^[45]/.test(status))
        .map(([status, answer]) => ({ key, status, ref: answer.content?.['application/json']?.schema.$ref })),
    );
    expect(errorAnswers.length).toBeGreaterThan(100);
    expect(errorAnswers.filter((a) => a.ref !== '#/components/schemas/ErrorBody')).toEqual([]);
  });

  it('names the nested option groups of the school menus as components that refer to each other', () => {
    expect(source).not.toMatch(/#\/components\/schemas\/schema\d/);
    expect(document.components.schemas.RotationalOptionGroup).toBeDefined();
    expect(JSON.stringify(document.components.schemas.RotationalOptionValue)).toContain(
      '#/components/schemas/RotationalOptionGroup',
    );
  });
});
