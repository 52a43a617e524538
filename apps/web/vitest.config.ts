import { defineProject } from 'vitest/config';
import { catalogFirstLoad } from './vite.config';

/** The web project's settings; `isolated` is the project of the files that replace a module with `vi.mock`. */
export function webProject({ isolated }: { isolated: boolean }) {
  return defineProject({
    plugins: [catalogFirstLoad({ whole: true })],
    test: {
      name: isolated ? 'web-isolated' : 'web',
      // Files share a worker's modules (docs/decisions/034), except those that mock a module: each in its own graph.
      include: isolated ? ['src/**/*.isolated.test.{ts,tsx}'] : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? [] : ['src/**/*.isolated.test.{ts,tsx}'],
      isolate: isolated,
      setupFiles: ['../../vitest.per-file.ts', './src/testing/setup.ts'],
      // A stall detector, not a speed goal: a screen's first test loads its lazy routes on a shared 2-core machine.
      testTimeout: 30_000,
      environment: 'happy-dom',
      // A theme's stylesheet (a restaurant's <link>) is not fetched: there is no server behind the tests.
      environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true } } },
    },
  });
}

export default webProject({ isolated: false });
