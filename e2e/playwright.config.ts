import { defineConfig, devices } from '@playwright/test';
import { E2E_NOW } from './clock';

const port = Number(process.env.E2E_PORT ?? 3210);
// Each worker has its own server and embedded database (ports port, port + 1, …, fixtures.ts picks its own): the
// journeys of one worker run in order on their database as they did on one, and two run at once.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  // A stall detector, not a speed goal: two journeys share the 2-core CI machine with their servers.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A diner in the restaurant's zone. Under Playwright's fake clock, @date-fns/tz's TZDate reads local time in
    // the browser's zone instead of its own (docs/decisions/008), so the browser runs where the restaurant is:
    // Toronto here, Vancouver in the BC journeys (test.use).
    timezoneId: 'America/Toronto',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port + index}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { E2E_PORT: String(port + index), CLOCK_START: E2E_NOW },
    // A stop the server hears (the default is SIGKILL): scripts/e2e-server.mjs then removes its embedded database.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
});
