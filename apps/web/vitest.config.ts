import { defineProject } from 'vitest/config';
import { catalogFirstLoad } from './vite.config';

export default defineProject({
  plugins: [catalogFirstLoad({ whole: true })],
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
