import { test } from './fixtures/signed-in.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { ACTIONS, CONFIRM_DIALOGS } from './fixtures/dialogs.ts';
import { walkActions, walkDialog } from './fixtures/walk.ts';

/**
 * Every confirming dialog walked at 360 and 1280 px, one row each (fixtures/dialogs.ts), each on data of its own
 * (fixtures/walk.ts says what each walk checks):
 * - opened with Enter, axe clean, Escape gives the focus back to its opener; then its confirm button activated
 *   twice (two taps of a thumb on the phone, Enter twice at a desk) sends one request — one visit for both;
 * - where the server can still say no while it is open, first on the same visit: the refusal takes the focus and
 *   Tab stays inside.
 * The rows of a later day of the summer (`clockDays`) are walked by the spec whose portal reads that day. The buttons
 * that act without a dialog of their own (fixtures/dialogs.ts' ACTIONS: the forms' submit buttons, the calendar's,
 * convalidations', the waitlist's, the profile's, a grade's Enter) are activated twice the same way.
 */

test.beforeEach(narrowestPhone);

for (const row of CONFIRM_DIALOGS.filter((r) => !r.clockDays)) {
  const refused = row.refuses ? 'refused while open, the refusal takes the focus and Tab stays inside; ' : '';
  test(`${row.name}: ${refused}Escape gives the focus back to its opener; activated twice, one request`, async ({
    page,
    adminHeaders: headers,
    staffSession,
    baseURL,
  }, info) => walkDialog(row, { page, headers, staffSession, baseURL: baseURL!, info }));
}

for (const row of ACTIONS.filter((r) => !r.clockDays)) {
  test(`${row.name}: activated twice, one request, shown as the success it is`, async ({
    page,
    adminHeaders: headers,
    staffSession,
    baseURL,
  }, info) => walkActions(row, { page, headers, staffSession, baseURL: baseURL!, info }));
}
