import { expect } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { trackRequests } from './fixtures/network.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { CONFIRM_DIALOGS } from './fixtures/dialogs.ts';
import { doubleActivate, holdRequests } from './fixtures/walk.ts';

/**
 * Every dialog's confirm button activated twice (two taps of a thumb at 360 px, Enter twice at 1280 px) while
 * its first request is still in flight: one request, and the screen shows its success with no refusal over it.
 * One row per dialog (fixtures/dialogs.ts).
 */

test.beforeEach(narrowestPhone);

for (const row of CONFIRM_DIALOGS) {
  test(`${row.name}: activated twice, one request`, async ({
    page,
    adminHeaders: headers,
    staffSession,
    baseURL,
  }, info) => {
    const walk = await row.reach({ page, headers, staffSession, baseURL: baseURL!, info });
    await walk.opener.click();
    await expect(walk.dialog).toBeVisible();
    await walk.fill?.();
    const held = await holdRequests(page, walk.sends);
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
