// End-to-end tests: @playwright/test with the system Chromium (never a downloaded browser).
// No webServer: every test starts its own virtual printer through the `sim` fixture (e2e/fixtures.ts),
// which serves the built dashboard (dist/, run `npm run build` first; `npm test` does).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The simulator bundled once (e2e/global-setup.ts): each test's starts in well under a second.
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Not test-results/ itself: Playwright empties outputDir, which would delete vitest.json.
  outputDir: 'test-results/playwright-output',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // A trace records DOM snapshots and a screencast through the whole test, which doubled the
    // browser's CPU time on two cores; so only a retry records one (CI retries once). Locally,
    // `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The installed app's service worker stays out of the specs: page.route, with which they make
    // the printer or a chunk fail, does not see the requests a worker makes. e2e/pwa.spec.ts, which
    // tests the worker, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
});
