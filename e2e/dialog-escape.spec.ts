import { expect } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { CONFIRM_DIALOGS } from './fixtures/dialogs.ts';
import { focusIsIn, tabStaysInside } from './fixtures/walk.ts';

/**
 * Every confirming dialog walked by keyboard at 360 and 1280 px, one row each (fixtures/dialogs.ts): opened with
 * Enter, the focus is inside and axe finds nothing; Escape closes it and gives the focus back to its opener.
 * Where the server can still say no while it is open (another person acted meanwhile), the refusal is said in the
 * dialog, takes the focus, and Tab stays inside.
 */

test.beforeEach(narrowestPhone);

for (const row of CONFIRM_DIALOGS) {
  test(`${row.name}: Escape gives the focus back to its opener${row.refuses ? '; a refusal keeps Tab inside' : ''}`, async ({
    page,
    adminHeaders: headers,
    staffSession,
    baseURL,
  }, info) => {
    const walk = await row.reach({ page, headers, staffSession, baseURL: baseURL!, info });
    await walk.opener.focus();
    await page.keyboard.press('Enter');
    await expect(walk.dialog).toBeVisible();
    await expect.poll(() => focusIsIn(walk.dialog)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(walk.dialog).toBeHidden();
    await expect(walk.opener).toBeFocused();
    if (!walk.refuse) return;

    await page.keyboard.press('Enter');
    await expect(walk.dialog).toBeVisible();
    await walk.fill?.();
    await walk.refuse();
    await walk.confirm.focus();
    await page.keyboard.press('Enter');
    const refusal = walk.dialog.getByRole('alert');
    await expect(refusal).toContainText(walk.refusal!);
    await expect(refusal).toBeFocused();
    await tabStaysInside(page, walk.dialog);
    await page.keyboard.press('Escape');
    await expect(walk.dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });
}
