// What other server features and app.ts may use of health (docs/decisions/035-server-feature-boundaries.md).
export { registerHealth } from './health.routes';
