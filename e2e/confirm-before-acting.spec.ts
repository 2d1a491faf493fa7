import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { unique } from './fixtures/classes.ts';
import { narrowestPhone } from './fixtures/phone.ts';

/**
 * What cannot be undone or tells other people asks first: «Revocar» an invitation (its link dies) opens a
 * confirmation; Escape sends nothing and gives the focus back. («Iniciar clase», which tells every student, is a
 * row of dialog-walks.spec.ts with the other confirming dialogs.)
 */

function countRequests(page: Page, matches: (url: string, method: string) => boolean) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (matches(r.url(), r.method())) seen.push(r.url());
  });
  return seen;
}

// At 360 px on the phone project, the narrowest phone the portal is walked at.
test.beforeEach(narrowestPhone);

test('«Revocar» an invitation asks first; «Volver» keeps the link alive', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const id = unique();
  const surname = `Revoca${id}`;
  const applied = await page.request.post('/api/teachers/applications', {
    data: {
      name: 'Rita',
      paternalSurname: surname,
      maternalSurname: info.project.name,
      contactEmail: `rita.${id}@correo.example`,
      contactPhone: '+525512345678',
      cv: 'https://example.com/cv-rita.pdf',
      reason: 'Prueba de revocar.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const accepted = await page.request.patch(`/api/teachers/applications/${applicationId}`, {
    headers,
    data: { accepted: true },
  });
  expect(accepted.status()).toBe(200);
  const fullName = `Rita ${surname} ${info.project.name}`;

  await page.goto('/admin/dashboard?section=profesores');
  const row = page.getByRole('list', { name: 'Solicitudes aceptadas' }).getByRole('listitem', { name: fullName });
  await row.getByRole('button', { name: `Invitar a ${fullName}` }).click();
  await expect(row.getByText(/^Pendiente · vence el/)).toBeVisible();

  const sent = countRequests(page, (url, method) => method !== 'GET' && /\/api\/teachers\/invitations\/\d+/.test(url));
  const revoke = row.getByRole('button', { name: `Revocar invitación de ${fullName}` });
  await revoke.click();
  const dialog = page.getByRole('dialog', { name: 'Revocar invitación' });
  await expect(dialog).toContainText(fullName);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(revoke).toBeFocused();
  await expect(row.getByText(/^Pendiente · vence el/)).toBeVisible();
  expect(sent).toHaveLength(0);

  await revoke.click();
  await dialog.getByRole('button', { name: 'Revocar invitación' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Revocada', { exact: false })).toBeVisible();
  expect(sent).toHaveLength(1);
});
