// What other server features and app.ts may use of accounts (docs/decisions/035-server-feature-boundaries.md).
export { fieldErrors } from './account-errors';
export { registerAccountRoutes } from './accounts.routes';
export { buildProfile } from './accounts.service';
export { verifyPassword } from './passwords';
export { listPaymentMethods, saveTokenizedCard } from './payment-methods.service';
export type { NewSession } from './sessions';
export { createSession, revokeSession } from './sessions';
export { listStudents } from './students.service';
export type { UserRow } from './users.repository';
export { findUserByEmail, findUserById, findUserIdByPublicId, insertUser } from './users.repository';
