import { afterAll, vi } from 'vitest';
// Loaded here, before any file fakes the Date: a TZDate class made while Date is faked keeps the fake as its base.
import '@date-fns/tz';

// Test files share a worker's modules (docs/decisions/034): what a file fakes (the Date, globals such as fetch,
// environment variables) ends with that file, even when the file forgets to restore it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
