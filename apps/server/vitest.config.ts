import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'src/**/*.integration-test.ts'],
    environment: 'node',
    // Files share a worker's modules (docs/decisions/034): each file's own database and app keep them apart.
    isolate: false,
    setupFiles: ['../../vitest.per-file.ts', 'src/testing/per-file-clock.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each integration file holds its own PGlite copy (~100-200 MB) on a shared 2-core machine.
    maxWorkers: 2,
    // Its own worker limit needs its own group: the server's files run after the pure projects.
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
