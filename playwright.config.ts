import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Chromium's flags on this machine; Playwright cannot download browsers here (Debian's packages serve). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`, installed by .ci/run): the same Chromium
 * without the desktop browser around it, a quarter less CPU per test on 2 cores (decision 014). The full
 * `chromium` serves where the shell is missing; CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const launchOptions = { executablePath, args: CHROMIUM_ARGS };

/** The specs the phone project runs too: their screens are laid out differently under 768 px. */
const PHONE_SPECS = [
  'public-menu',
  'home-page',
  'auth-accessibility',
  'student-sign-in',
  'signed-in-weight',
  'admin-dashboard',
  'admin-class-review',
  'admin-roster',
  'teacher-applications',
  'teacher-assignment',
  // «Asignar Salones»: the pickers' warnings and the dense table with its «Falta» filter on a phone.
  'rooms',
  'bulk-approval',
  // What a person does on a phone: double taps, dialogs by keyboard, focus under the sticky bars, 360 px pages.
  'double-tap',
  'double-tap-staff',
  'dialog-focus',
  // The staff's dialogs refused by the server (a clash, a link used meanwhile) and given back, by keyboard.
  'dialog-refusals',
  'sign-in-popup-closed',
  'focus-not-hidden',
  'field-errors',
  'confirm-before-acting',
  'keyboard-staff',
  'no-sideways-scroll',
  'plain-words',
  // Teachers land on «Mis Clases», with the skip link, also signed out first; the staff form on a phone.
  'staff-sign-in',
  // The summer's calendar: the admin's form and the student's banner and buttons.
  'calendar',
  'calendar-dashboard',
  // A course that ends: the teacher's grade column, «Mis Cursos» with the grade, the public verification.
  'grades-acta',
  // Money: the student's slip and receipt, finance's cards on a phone and table at a desk.
  'finance-payments',
  // Who may take what: the catalogue, convalidations and holds screens, and the student told why.
  'who-may-take-what',
  // Coordination: attendance taken on a phone, the coordinator's list, the student's evaluation.
  'coordination',
  'teacher-evaluation',
  // «Me interesa» on the class browser and the admin's charts with their tables.
  'demand-analytics',
  // Waitlist offers (position, time left, accept) and the calendar address in «Mis Cursos».
  'waitlist-offers',
  // The catalogue's careers and subject edit dialogs, and finance's «Retenciones» reached from the folded menu.
  'catalogue-careers-holds',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env['CI'] ? 2 : 2,
  // No retries: a test that fails once fails the run. (The "renderer hang" after success popups was a
  // click on an "Entendido" that had already closed itself; see e2e/fixtures/popup.ts.)
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'es-MX',
    timezoneId: 'America/Cancun',
    // Recording a trace (screencast and DOM snapshots of every step) doubled the suite's time on 2 cores:
    // off unless asked for with E2E_TRACE=1; a failure still leaves its screenshot and error context.
    trace: process.env['E2E_TRACE'] ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      // Only the screens whose layout changes on a phone (menus that fold, tables and dialogs that must fit,
      // the first view's weight): the journeys behind them are the same code, checked once on desktop.
      testMatch: PHONE_SPECS,
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
