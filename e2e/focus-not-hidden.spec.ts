import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/portal.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { unique } from './fixtures/classes.ts';
import { narrowestPhone } from './fixtures/phone.ts';

/**
 * The first invalid field takes the focus and is scrolled clear of the sticky header (WCAG 2.4.11): a
 * person who sends a form from its bottom sees the field the focus went to.
 */

/** The focused field's top is below every sticky or fixed bar's bottom, and inside the window. */
async function expectClearOfStickyBars(page: Page, field: Locator) {
  await expect(field).toBeFocused();
  const { top, covered } = await field.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const bars = [...document.querySelectorAll<HTMLElement>('body *')].filter((e) => {
      const position = getComputedStyle(e).position;
      return (position === 'sticky' || position === 'fixed') && e.getBoundingClientRect().top <= 0 + 1;
    });
    const covered = Math.max(
      0,
      ...bars.map((b) => b.getBoundingClientRect().bottom).filter((b) => b < innerHeight / 2),
    );
    return { top: rect.top, covered };
  });
  expect(covered, 'a sticky bar at the top of the window').toBeGreaterThan(0);
  expect(top, `field top ${top} under a bar ending at ${covered}`).toBeGreaterThanOrEqual(covered);
  expect(top).toBeLessThan(await page.evaluate(() => innerHeight));
}

// At 360 px on the phone project, the narrowest phone the portal is walked at.
test.beforeEach(narrowestPhone);

test('an empty teacher application focuses «Nombre(s)», in sight under the header', async ({ page }) => {
  await page.goto('/solicitud-impartir-clase');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud para impartir clase' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Enviar Solicitud' });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  await expectClearOfStickyBars(page, page.getByLabel('Nombre(s)'));
  await expect(page.getByLabel('Nombre(s)')).toHaveAccessibleDescription(/Este campo es obligatorio/);
  await expectNoAxeViolations(page);
});

test('a registration sent without a career focuses «Carrera», in sight under the area bar', async ({ page }) => {
  await signInAsStudent(page, `sin.carrera.${unique()}@tec.example`);
  await page.goto('/profile');
  const register = page.getByRole('button', { name: 'Registrarme' });
  await register.scrollIntoViewIfNeeded();
  await register.click();
  await expectClearOfStickyBars(page, page.getByLabel('Carrera'));
  await expectNoAxeViolations(page);
});
