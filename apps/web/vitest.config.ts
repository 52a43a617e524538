import { defineProject } from 'vitest/config';
import { catalogFirstLoad } from './vite.config';

export default defineProject({
  plugins: [catalogFirstLoad({ whole: true })],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // A theme's stylesheet (a restaurant's <link>) is not fetched: there is no server behind the tests.
    environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true } } },
  },
});
