import { expect, test } from './fixtures/portal.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { recordForeignRequests } from './fixtures/network.ts';

test('the built portal serves the SPA in Spanish and the API answers', async ({ page, request, baseURL }) => {
  const foreign = recordForeignRequests(page, baseURL!);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const api = await request.get('/api/classes?page=1&pageSize=3&status=pendiente,aprobado');
  expect(api.status()).toBe(200);
  const body = (await api.json()) as { data: unknown[]; meta: { page: number; total: number } };
  expect(body.data).toHaveLength(3);
  expect(body.meta.page).toBe(1);

  await expectNoAxeViolations(page);
  expect(foreign).toEqual([]);
});
