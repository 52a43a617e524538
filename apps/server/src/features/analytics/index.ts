// What other server features and app.ts may use of analytics (docs/decisions/035-server-feature-boundaries.md).
export { registerAnalyticsRoutes } from './analytics.routes';
export { rollUpAnalytics, startAnalyticsRollup } from './analytics-rollup';
export { registerRefusalRecording } from './refusals';
