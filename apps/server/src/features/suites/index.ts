// What other server features and app.ts may use of suites (docs/decisions/035-server-feature-boundaries.md).

export { seedDemoSuites } from './demo-suites';
export { fixedCardUse } from './fixed-card';
export { loginAsActsAt } from './login-as.service';
export { REPLACE_PRE_ORDER, replacePreOrderHandler } from './replace-pre-order';
export { suiteOrderHooks } from './suite-order';
export { registerSuiteRoutes } from './suites.routes';
