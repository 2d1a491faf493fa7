import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';

/**
 * The signed-in pages students and the administration live in load at most 150 kB of gzipped
 * JavaScript at first, as the public home does (docs/decisions/013-signed-in-first-paint.md):
 * forms, dialogs and sections not shown at first load when they are used.
 */
async function scriptBytes(
  page: Page,
  path: string,
  heading: { level: number; name: string | RegExp },
): Promise<number> {
  const scripts: Promise<number>[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
  });
  await page.goto(path);
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  test.info().annotations.push({ type: 'js-gzip-bytes', description: `${path}: ${total}` });
  return total;
}

test('/classes loads at most 150 kB of gzipped JavaScript on a phone', async ({ studentPage }, testInfo) => {
  // On wide screens the filter panel starts open, so its fields (Mantine's searchable select) load at
  // once; on a phone the panel starts closed and they load when it is opened.
  test.skip(testInfo.project.name !== 'mobile', 'the filter fields are part of the first view on wide screens');
  const total = await scriptBytes(studentPage, '/classes', { level: 1, name: 'Clases Disponibles' });
  expect(total).toBeLessThanOrEqual(150_000);
});

test('/my-courses loads at most 150 kB of gzipped JavaScript', async ({ studentPage }) => {
  const heading = { level: 2, name: /^Tus Cursos Inscritos/ };
  expect(await scriptBytes(studentPage, '/my-courses', heading)).toBeLessThanOrEqual(150_000);
});

test('/admin/dashboard loads at most 150 kB of gzipped JavaScript', async ({ adminPage }) => {
  expect(await scriptBytes(adminPage, '/admin/dashboard', { level: 1, name: 'Resumen General' })).toBeLessThanOrEqual(
    150_000,
  );
});
