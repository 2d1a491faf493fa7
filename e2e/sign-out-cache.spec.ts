import { expect, test } from './fixtures/portal.ts';
import { DEMO, DEMO_PASSWORD } from './fixtures/auth.ts';

/**
 * On a shared computer, after "Cerrar Sesión" nothing personal may come back — not by going
 * back in the history, not from the browser's cache — and the old token is refused by the server.
 */
test('after "Cerrar Sesión", going back shows no personal data and the old token gets 401', async ({ page }) => {
  // A real sign-in through the form, into a screen full of personal data.
  await page.goto('/admin/teacher-applications');
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.getByLabel('Correo institucional').fill(DEMO.admin);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  const listAnswer = page.waitForResponse(
    (r) => r.url().includes('/api/teachers/applications') && r.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/teacher-applications$/);
  const list = await listAnswer;
  expect(list.status()).toBe(200);
  expect(list.headers()['cache-control']).toBe('no-store');
  const applicant = page.getByText('Roberto Can Moo').first();
  await expect(applicant).toBeVisible();
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('staff_session') ?? 'null') as { token: string }).token,
  );

  // Sign out from the profile screen; the portal goes home.
  await page.goto('/staff/profile');
  const revoked = page.waitForResponse((r) => r.url().endsWith('/api/auth/staff/logout'));
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  expect((await revoked).status()).toBe(204);
  await expect(page).toHaveURL(/\/$/);

  // Back through the history: the applications screen asks for a sign-in and shows nobody.
  await page.goBack();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expect(page.getByText('Roberto Can Moo')).toHaveCount(0);

  // Nothing of it is in the browser's cache: asking the cache first still goes to the server (401).
  const fromCache = await page.evaluate(async () => {
    const res = await fetch('/api/teachers/applications', { cache: 'force-cache' });
    return { status: res.status, text: await res.text() };
  });
  expect(fromCache.status).toBe(401);
  expect(fromCache.text).not.toContain('Roberto');

  // The old token is dead on the server.
  for (const url of ['/api/auth/staff/profile', '/api/teachers/applications']) {
    const res = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), url).toBe(401);
  }
});
