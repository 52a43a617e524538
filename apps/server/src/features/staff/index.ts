// What other server features and app.ts may use of staff (docs/decisions/035-server-feature-boundaries.md).
export { registerStaffRoutes } from './staff.routes';
export { roleAt, setRole } from './staff-roles.repository';
