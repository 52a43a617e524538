import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      // The journeys' own helpers (the journeys themselves are Playwright's `*.spec.ts`).
      { test: { name: 'e2e-helpers', include: ['e2e/**/*.test.ts'], environment: 'node', isolate: false } },
      // The repository's own scripts (scripts/check-comments.mjs).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node', isolate: false } },
    ],
  },
});
