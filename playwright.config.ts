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

/**
 * The specs the phone project runs too: each checks something a phone shows differently under 768 px (its
 * comment says what). A spec that only walks behaviour (popups, keyboard, focus, confirmations, forms that
 * are one column anyway) runs once, at a desk: the code behind it is the same at any width.
 */
const PHONE_SPECS = [
  // The public menu folds into the burger.
  'public-menu',
  // The visitor's first view: the cards in one column, their loading/empty/error states, its weight at 375 px.
  'home-page',
  // axe on the sign-in pages and the student's header with its burger open.
  'auth-accessibility',
  // The phone's first view leaves the filters out; its weight is checked there.
  'signed-in-weight',
  // The admin's panel: the sidebar becomes a burger, the page fits its width, lists turn into cards.
  'admin-dashboard',
  'admin-class-review',
  'admin-roster',
  // The sidebar's current section, seen through the burger, over the applications' cards.
  'teacher-applications',
  // «Asignar Salones»: the rooms' cards, the pickers' warnings and the dense table with its «Falta» filter.
  'rooms',
  // Finance's payments as cards at 375 px (the dense table at a desk); the student's slip and receipt.
  'finance-payments',
  // «Analítica» at 375 px: the charts' wide tables scroll in their own box, never the page; menus by the burger.
  'demand-analytics',
  // Attendance is taken on a phone: the teacher's cards and the coordinator's list.
  'coordination',
  // The student's sign-in and sign-out live in the burger on a phone: the focus after the popup closes.
  'sign-in-popup-closed',
  // Touch and small screens: a double tap with the thumb, focus under the sticky bars, nothing sideways at 360 px.
  'double-tap',
  'focus-not-hidden',
  'no-sideways-scroll',
  // The walks of dialogs, double taps and the keyboard at 360 px, the narrowest phone walked (e2e/fixtures/phone.ts):
  // the staff's refused dialogs, the field errors tied to their fields, the words that misled, the staff's sign-in.
  'dialog-focus',
  'dialog-refusals',
  'double-tap-staff',
  'keyboard-staff',
  'bulk-approval',
  'field-errors',
  'plain-words',
  'staff-sign-in',
  // Every confirming dialog, one row each (e2e/fixtures/dialogs.ts): a thumb's double tap sends one request, and
  // Escape and a refusal keep the focus where it belongs in the dialog as a phone shows it (finance's full screen).
  'dialog-walks',
  // This summer's screens, each walked at 375 px as their issues asked (a screen is done at 360–375 and 1280):
  // the calendar's forms and phase banner, the catalogue and convalidations, grades and the constancia, the
  // waitlist offer, the evaluation, the confirmations before acting. (The teacher's picker is walked at 375 px by
  // «Asignar Salones» in `rooms`; its own journey runs at a desk.)
  'calendar',
  'calendar-dashboard',
  'who-may-take-what',
  'grades-acta',
  'waitlist-offers',
  'teacher-evaluation',
  'confirm-before-acting',
  // The catalogue's careers and subject edit dialogs, and finance's «Retenciones» reached from the folded menu.
  'catalogue-careers-holds',
  // What a phone user may see of others: the group leader's downloads (no folios, no payment dates) from the
  // classmates page at 375 px, and the diagnostic page kept from everyone but administrators.
  'roster-downloads',
  'auth-core',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The demo database seeded once for the run; each worker's portal starts on a copy (e2e/fixtures/portal.ts).
  globalSetup: './e2e/fixtures/seeded-demo.ts',
  fullyParallel: true,
  // Three on 2 cores: a test spends much of its time waiting (on its portal, the page's transitions, the
  // expectation's next poll), not on a core; a third worker fills those waits (decision 036). E2E_WORKERS sets
  // another number.
  workers: Number(process.env['E2E_WORKERS'] ?? 3),
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
      // Reduced motion, as on the phone below (decision 048); e2e/motion.spec.ts walks the dialogs with motion.
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
        launchOptions,
      },
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
        // A phone set to reduce motion (the portal's theme honours it: no dialog fades in, no card slides): the
        // screens are walked still, as many phones' users see them, and no frames are drawn for the transitions
        // (decision 045 says what it saved).
        reducedMotion: 'reduce',
        launchOptions,
      },
    },
  ],
});
