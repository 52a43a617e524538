/**
 * The Drizzle schema: every table of the database, with its indexes and checks. The tables live in schema/, one
 * module a part of the platform (restaurants, users and the rest of an account, orders, payments, the outbox, K-12,
 * event suites); importers, the Drizzle client (`import * as schema`) and drizzle-kit (drizzle.config.ts) use this
 * module, whose names stay put. The shared columns (schema/columns.ts, schema/references.ts) are not re-exported.
 * An exception to the rule of no barrel files: Drizzle's client takes the whole schema as one module's exports.
 */
export * from './schema/accounts';
export * from './schema/analytics';
export * from './schema/k12';
export * from './schema/limits';
export * from './schema/orders';
export * from './schema/outbox';
export * from './schema/payments';
export * from './schema/restaurants';
export * from './schema/suites';
export * from './schema/tabs';
export * from './schema/users';
