import { DEMO, studentStorageEntry } from './fixtures/auth.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { putStorageState } from './fixtures/reused-page.ts';

/**
 * /my-courses paints the student's name with its prerendered shell, from the stored sign-in, before the
 * app's code and the profile's answer (docs/decisions/013-signed-in-first-paint.md); a stored
 * sign-in the server refuses still goes home, with nothing from the server on screen.
 */
test('the shell alone shows the stored name; the page follows once the profile answers', async ({ page, baseURL }) => {
  const entry = await studentStorageEntry(page.request, DEMO.student1);
  const name = (JSON.parse(entry.value) as { profile: { name: string } }).profile.name;
  await putStorageState(page, { cookies: [], origins: [{ origin: baseURL!, localStorage: [entry] }] });

  // First without the app's code: only the shell and its own script.
  await page.route(/\/assets\/main-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/my-courses');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Cargando tus cursos...')).toBeVisible();
  await page.unroute(/\/assets\/main-[^/]*\.js$/);

  // Then with the app, the profile held: the same header, and nothing the server holds yet.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/auth/student/profile', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The app has replaced the shell (it does not wait for the profile here) and draws the same name.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByText('Verificando autenticación...')).toHaveCount(0);
  await expect(page.getByText(/No\. de control/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Tus Cursos Inscritos/ })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 2, name: /^Tus Cursos Inscritos/ })).toBeVisible();
  await expect(page.getByText(/No\. de control/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a stored sign-in the server refuses goes home, without the page', async ({ page, baseURL }) => {
  const entry = await studentStorageEntry(page.request, DEMO.student1);
  const stored = JSON.parse(entry.value) as { access_token: string };
  // A token of the right shape whose signature does not verify (docs/rules.md ACC-4): the API answers 401.
  const forged = { ...stored, access_token: `${stored.access_token.split('.').slice(0, 2).join('.')}.firma` };
  await putStorageState(page, {
    cookies: [],
    origins: [{ origin: baseURL!, localStorage: [{ name: entry.name, value: JSON.stringify(forged) }] }],
  });
  const answers: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) answers.push(r.status());
  });
  await page.goto('/my-courses');
  await page.waitForURL((url) => url.pathname === '/');
  // The server refused it (whichever of the page's requests it answered first; the event may follow the move).
  await expect.poll(() => answers).toContain(401);
  await expect(page.getByRole('heading', { name: /^Tus Cursos Inscritos/ })).toHaveCount(0);
  await expect(page.getByText(/No\. de control/)).toHaveCount(0);
  // The refused sign-in is forgotten: the next visit is a visitor's.
  expect(await page.evaluate((key) => localStorage.getItem(key), entry.name)).toBeNull();
});
