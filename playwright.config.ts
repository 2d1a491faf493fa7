import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (`apt-get install chromium`); Playwright cannot download browsers here. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const launchOptions = { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env['CI'] ? 2 : 2,
  // No retries: a test that fails once fails the run. (The "renderer hang" after success popups was a
  // click on an "Entendido" that had already closed itself; see e2e/fixtures/popup.ts.)
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env['E2E_BASE_URL'],
    locale: 'es-MX',
    timezoneId: 'America/Cancun',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
});
