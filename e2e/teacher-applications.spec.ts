import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { closePopup } from './fixtures/popup.ts';

/**
 * A visitor applies to teach a class; an admin finds the application, previews the CV
 * and accepts it, then looks at CVs that cannot be previewed. Each test uses an applicant of its own; the
 * admin's tests start from an application sent through the API (the form is the visitor's test).
 */

/** No internet here: Google's viewers (Drive, and the document viewer for PDFs) answer with a small page of our own. */
async function fakeDriveViewer(page: Page) {
  for (const viewer of ['https://drive.google.com/**', 'https://docs.google.com/viewer**']) {
    await page.route(viewer, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="es"><head><title>CV</title></head><body><h1>CV de prueba</h1></body></html>',
      }),
    );
  }
}

/** Whether the keyboard focus is on something (not dropped to the page's body). */
const focusKept = (page: Page) => page.evaluate(() => document.activeElement !== document.body);

/** An applicant's tag of this test's own, their CV on Drive, and a class open for teachers (a home page card). */
async function applicant(request: APIRequestContext, info: TestInfo) {
  const token = `${info.project.name}${Date.now().toString(36)}${info.testId.slice(0, 4)}`.toLowerCase();
  const driveId = `1E2e${token.replace(/[^a-z0-9]/g, '')}XyZ0123456789`;
  const cv = `https://drive.google.com/file/d/${driveId}/view?usp=sharing`;
  // A class open for teachers: one of the home page's first three cards.
  const classes = await request.get('/api/classes?page=1&pageSize=3&status=pendiente,aprobado');
  expect(classes.status()).toBe(200);
  const cls = ((await classes.json()) as { data: { id_class: number; Subjects: { name: string } }[] }).data[
    info.project.name === 'mobile' ? 1 : 0
  ]!;
  return { token, driveId, cv, cls };
}

test('a visitor applies to teach a class: the form says what is missing, then the answer takes the focus', async ({
  page: visitor,
  request,
}, info) => {
  const { token, cv, cls } = await applicant(request, info);
  await visitor.goto('/');
  await visitor.getByRole('link', { name: new RegExp(`^Postularme para impartir .*grupo ${cls.id_class}$`) }).click();
  await expect(visitor).toHaveURL(new RegExp(`/solicitud-impartir-clase/${cls.id_class}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Solicitud para impartir clase' })).toBeVisible();
  await expect(visitor.getByText(cls.Subjects.name)).toBeVisible();
  await expectNoAxeViolations(visitor);

  await visitor.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await expect(visitor.getByText('Por favor, completa todos los campos obligatorios.')).toBeVisible();
  await expectNoAxeViolations(visitor);

  await visitor.getByLabel('Nombre(s)').fill('Ángela');
  await visitor.getByLabel('Apellido paterno').fill('Prueba');
  await visitor.getByLabel('Apellido materno (opcional)').fill(token);
  await visitor.getByLabel('Correo electrónico de contacto').fill(`angela.${token}@correo.example`);
  await visitor.getByLabel('Código de país').selectOption('+506');
  const phone = visitor.getByLabel('Teléfono (10 dígitos)');
  await phone.pressSequentially('98a3-123456789');
  await expect(phone).toHaveValue('9831234567');
  await visitor.getByLabel('CV').fill(cv);
  await visitor.getByLabel('Motivo (opcional)').fill('Doy esta materia desde hace 6 años.');
  await expect(visitor.getByText('35/200 caracteres')).toBeVisible();

  const sent = visitor.waitForRequest((r) => r.url().endsWith('/api/teachers/applications') && r.method() === 'POST');
  await visitor.getByRole('button', { name: 'Enviar Solicitud' }).click();
  const post = await sent;
  expect(new URL(post.url()).search).toBe(''); // personal data travels in the body, never in the URL
  expect(post.postDataJSON()).toMatchObject({ contactPhone: '+5069831234567', classId: cls.id_class, cv });
  await expect(visitor.getByText('¡Solicitud enviada correctamente!')).toBeVisible();
  // On a phone the button sits near the footer; the answer comes into view and takes the focus.
  const success = visitor.getByRole('status').filter({ hasText: '¡Solicitud enviada correctamente!' });
  await expect(success).toBeFocused();
  await expect(success).toBeInViewport({ ratio: 0.9 });
  await expectNoAxeViolations(visitor);
});

test('an admin finds an application, previews its CV, turns it down and then accepts it', async ({
  adminPage: admin,
  request,
}, info) => {
  const { token, driveId, cv, cls } = await applicant(request, info);
  const sent = await request.post('/api/teachers/applications', {
    data: {
      name: 'Ángela',
      paternalSurname: 'Prueba',
      maternalSurname: token,
      contactEmail: `angela.${token}@correo.example`,
      contactPhone: '+5069831234567',
      cv,
      reason: 'Doy esta materia desde hace 6 años.',
      classId: cls.id_class,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await fakeDriveViewer(admin);
  await admin.goto('/admin/teacher-applications');
  await expect(admin.getByRole('heading', { level: 1, name: 'Solicitudes de Profesores' })).toBeVisible();
  await expectNoAxeViolations(admin);
  // The same frame as the dashboard: the sidebar (the burger on phones) marks Gestión de Profesores.
  if (info.project.name === 'mobile') await admin.getByRole('button', { name: /^Abrir menú/ }).click();
  const adminNav = admin.getByRole('navigation', { name: 'Secciones del panel' }).filter({ visible: true });
  await expect(adminNav.getByRole('link', { name: 'Gestión de Profesores' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(admin.getByRole('navigation', { name: 'Área de administración' })).toHaveCount(0);
  if (info.project.name === 'mobile') await admin.getByRole('button', { name: /^Cerrar menú/ }).click();

  // Accents and case do not matter.
  await admin.getByLabel('Buscar').fill(`ANGELA prueba ${token}`);
  const details = admin.getByRole('link', { name: `Ver detalles de Ángela Prueba ${token}` });
  await expect(details).toBeVisible();
  await expect(admin.getByRole('link', { name: /^Ver detalles de / })).toHaveCount(1);
  await expect(
    admin.getByRole('link', { name: `Ver CV de Ángela Prueba ${token} (se abre en una pestaña nueva)` }),
  ).toHaveAttribute('href', cv);

  await details.click();
  await expect(admin.getByRole('heading', { level: 1, name: `Ángela Prueba ${token}` })).toBeVisible();
  await expect(admin.getByText('+506 (983) 123-4567')).toBeVisible();
  await expect(admin.getByText(`${cls.Subjects.name} (`)).toBeVisible();
  const preview = admin.getByTitle(`Vista previa del CV de Ángela Prueba ${token}`);
  await expect(preview).toHaveAttribute('src', `https://drive.google.com/file/d/${driveId}/preview`);
  await expect(preview).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(preview).toHaveCSS('height', '400px');
  await expect(admin.frameLocator('iframe').getByRole('heading', { name: 'CV de prueba' })).toBeVisible();
  await expectNoAxeViolations(admin);

  // Nobody has reviewed it yet; turned down first, then reconsidered and accepted.
  const heading = admin.getByRole('heading', { level: 1, name: `Ángela Prueba ${token}` });
  const reviewState = heading.locator('xpath=..');
  await expect(reviewState.getByText('Sin revisar', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await closePopup(admin.getByRole('dialog').filter({ hasText: 'Solicitud no aceptada' }));
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => focusKept(admin)).toBe(true);
  await expect(reviewState.getByText('No aceptada', { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Rechazar solicitud' })).toBeDisabled();
  await expectNoAxeViolations(admin);

  await admin.getByRole('button', { name: 'Aceptar solicitud' }).click();
  await closePopup(admin.getByRole('dialog').filter({ hasText: 'Solicitud aceptada' }));
  await expect(admin.getByRole('button', { name: 'Aceptar solicitud' })).toBeDisabled();
  await expect(admin.getByText(/^Aceptada por /)).toBeVisible();

  await admin.getByRole('link', { name: 'Volver a las solicitudes' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Solicitudes de Profesores' })).toBeVisible();
  await admin.getByLabel('Estado').selectOption({ label: 'Aceptadas' });
  await admin.getByLabel('Buscar').fill(token);
  await expect(admin.getByRole('link', { name: `Ver detalles de Ángela Prueba ${token}` })).toBeVisible();
  await admin.getByLabel('Estado').selectOption({ label: 'No aceptadas' });
  await expect(admin.getByText('Ninguna solicitud coincide con la búsqueda.')).toBeVisible();
  await expect(admin.getByText('No hay solicitudes registradas.')).toHaveCount(0);
  await expectNoAxeViolations(admin);
});

test('an admin looks at a CV that is a PDF link and at one that is text (demo data)', async ({ adminPage: admin }) => {
  await fakeDriveViewer(admin);
  await admin.goto('/admin/teacher-applications');
  // Demo data: Patricia's CV is a Dropbox PDF link; Samuel's CV is plain text.
  await admin.getByLabel('Buscar').fill('patricia villanueva');
  await admin.getByRole('link', { name: /^Ver detalles de Patricia/ }).click();
  const pdf = admin.getByTitle(/^Vista previa del CV de Patricia/);
  await expect(pdf).toHaveAttribute(
    'src',
    /^https:\/\/docs\.google\.com\/viewer\?url=https%3A%2F%2Fwww\.dropbox\.com%2F.*raw%3D1/,
  );
  await expect(pdf).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(pdf).toHaveCSS('height', '400px');
  // Framed under the real CSP: the viewer's page shows inside.
  await expect(admin.frameLocator('iframe').getByRole('heading', { name: 'CV de prueba' })).toBeVisible();
  await expect(admin.getByText('No se pudo previsualizar el archivo aquí')).toHaveCount(0);
  await expect(admin.getByRole('link', { name: /Abrir el CV en una pestaña nueva/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.dropbox\.com\/.*raw=1/,
  );
  await expectNoAxeViolations(admin);

  await admin.goto('/admin/teacher-applications');
  await admin.getByLabel('Buscar').fill('samuel ku');
  await admin.getByRole('link', { name: /^Ver detalles de Samuel/ }).click();
  await expect(admin.getByText(/^Ingeniero civil con maestría/)).toBeVisible();
  await expect(admin.getByRole('link', { name: /Abrir el CV/ })).toHaveCount(0);
  await expect(admin.getByText('No especificado')).toBeVisible();
  await expectNoAxeViolations(admin);
});
