import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    setupFiles: ['../../vitest.per-file.ts'],
    // The property tables run thousands of cases: 0.7 s here, past vitest's 5 s default on a CI machine short of CPU.
    testTimeout: 30_000,
  },
});
