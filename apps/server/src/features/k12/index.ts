// What other server features and app.ts may use of k12 (docs/decisions/035-server-feature-boundaries.md).
export { registerK12Routes } from './k12.routes';
