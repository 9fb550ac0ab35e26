import { defineConfig } from '@playwright/test';

// One worker: every test gets its own browser profile, and two Chromiums on 2 cores only slow each other down.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Against hangs, not a speed target (npm run bench measures speed): the longest flows (a summary, a follow-up, Esc)
  // take 8 s on a quiet machine and passed 30 s on a 2-core machine running other suites.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  use: { trace: 'retain-on-failure' },
});
