// What other server features and app.ts may use of accounts (docs/decisions/035-server-feature-boundaries.md).
export { fieldErrors } from './account-errors';
export { registerAccountRoutes } from './accounts.routes';
export type { CreditBalance, ProfileSources } from './accounts.service';
export { buildProfile } from './accounts.service';
export { EMAIL_CHANGED_MESSAGE, emailChangedHandler } from './email-change-notice';
export { PASSWORD_RESET_MESSAGE, passwordResetHandler, seal as sealResetToken } from './password-reset';
export { hashPassword, verifyPassword } from './passwords';
export type { CardFixedFor, CardProcessors } from './payment-methods.routes';
export { addPaymentMethod, listPaymentMethods, saveTokenizedCard } from './payment-methods.service';
export type { NewSession, SessionLookup } from './sessions';
export { createSession, findSession, revokeSession } from './sessions';
export { createStudent, listStudents } from './students.service';
export type { UserRow } from './users.repository';
export { findUserByEmail, findUserById, findUserIdByPublicId, insertUser } from './users.repository';
