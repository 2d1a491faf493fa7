import { expect } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { trackRequests } from './fixtures/network.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { CONFIRM_DIALOGS } from './fixtures/dialogs.ts';
import { doubleActivate, focusIsIn, holdRequests, tabStaysInside } from './fixtures/walk.ts';

/**
 * Every confirming dialog walked at 360 and 1280 px, one row each (fixtures/dialogs.ts), each on data of its own:
 * - opened with Enter, the focus is inside and axe finds nothing; Escape closes it, sends nothing and gives the
 *   focus back to its opener;
 * - its confirm button activated twice (two taps of a thumb on the phone, Enter twice at a desk) while the first
 *   request is held in flight sends one request, and the screen shows that success with no refusal over it;
 * - where the server can still say no while it is open (another person acted meanwhile), the refusal is said
 *   in the dialog, takes the focus, and Tab stays inside.
 * The first two share one visit: Escape changes nothing the double activation needs.
 */

test.beforeEach(narrowestPhone);

for (const row of CONFIRM_DIALOGS) {
  test(`${row.name}: Escape gives the focus back to its opener; activated twice, one request`, async ({
    page,
    adminHeaders: headers,
    staffSession,
    baseURL,
  }, info) => {
    const walk = await row.reach({ page, headers, staffSession, baseURL: baseURL!, info });
    const held = await holdRequests(page, walk.sends);

    await walk.opener.focus();
    await page.keyboard.press('Enter');
    await expect(walk.dialog).toBeVisible();
    await expect.poll(() => focusIsIn(walk.dialog)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(walk.dialog).toBeHidden();
    await expect(walk.opener).toBeFocused();

    await walk.opener.click();
    await expect(walk.dialog).toBeVisible();
    await walk.fill?.();
    const requests = trackRequests(page);
    await doubleActivate(page, walk.confirm, info);
    await expect.poll(() => held.sent.length).toBeGreaterThan(0);
    held.release();
    await expect(walk.done).toBeVisible();
    await requests.idle();
    expect(held.sent).toHaveLength(1);
    await expect(walk.dialog.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: /error|no se pudo/i })).toHaveCount(0);
  });
}

for (const row of CONFIRM_DIALOGS.filter((r) => r.refuses)) {
  test(`${row.name}: refused while open, the refusal takes the focus and Tab stays inside`, async ({
    page,
    adminHeaders: headers,
    staffSession,
    baseURL,
  }, info) => {
    const walk = await row.reach({ page, headers, staffSession, baseURL: baseURL!, info });
    await walk.opener.focus();
    await page.keyboard.press('Enter');
    await expect(walk.dialog).toBeVisible();
    await walk.fill?.();
    await walk.refuse!();
    await walk.confirm.focus();
    await page.keyboard.press('Enter');
    const refusal = walk.dialog.getByRole('alert');
    await expect(refusal).toContainText(walk.refusal!);
    await expect(refusal).toBeFocused();
    await expectNoAxeViolations(page);
    await tabStaysInside(page, walk.dialog);
    await page.keyboard.press('Escape');
    await expect(walk.dialog).toBeHidden();
    // The opener may be gone with what it opened (a payment no longer in review): the focus is on the page, on
    // the opener or what took its place, never on the page's body.
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });
}
