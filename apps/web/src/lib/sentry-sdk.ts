// The parts of @sentry/browser that error-reports.ts uses, named so the bundler leaves out the rest (replay,
// feedback, tracing): the chunk loaded on a page's first report stays small.
export {
  captureException,
  dedupeIntegration,
  getClient,
  init,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
