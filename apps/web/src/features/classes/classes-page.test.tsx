import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTimers, passTime } from '../../test/fake-time.ts';
import { authAs, findPopup, mockApi, renderScreen, studentUser } from '../../test/render-screen.tsx';
import { classAnswer } from '../../test/classes.ts';
import { ClassesPage } from './classes-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const cls = (id: number, name: string, extra: Record<string, unknown> = {}) =>
  classAnswer({
    id_class: id,
    enrrolled: 10,
    created_at: '2026-03-01T10:00:00.000Z',
    Subjects: { id_subject: id, name, clave: 'ACF0901', credits: 5 },
    ...extra,
  });
const page = (items: unknown[]) => ({ body: { data: items, meta: { page: 1, totalPages: 1, total: items.length } } });
const lookups = {
  'GET /careers': { body: { data: [], meta: { page: 1, totalPages: 0, total: 0 } } },
  'GET /subjects': { body: { data: [], meta: { page: 1, totalPages: 0, total: 0 } } },
};
const classesCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((u) => u.pathname === '/api/classes');

// The details dialog and the filter fields load lazily: have their modules ready before the tests.
beforeAll(async () => {
  await Promise.all([import('./components/class-detail-modal.tsx'), import('./components/class-filter-fields.tsx')]);
});

describe('/classes', () => {
  it('gives each enrol button its own name and enrols through the modal, with the server message on failure', async () => {
    mockApi({
      ...lookups,
      'GET /classes': page([cls(1, 'Cálculo Diferencial'), cls(2, 'Química', { enrrolled: 30 })]),
      'GET /classes/student': { body: [] },
      'GET /classes/student/waitlists': { body: [] },
      'POST /classes/enrollStudent': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', code: 'CLASS_FULL', message: 'La clase ya está llena.' },
      },
    });
    renderScreen(<ClassesPage />, { auth: authAs(studentUser()) });
    const enrol = await screen.findByRole('button', { name: 'Inscribirme en Cálculo Diferencial (clase 1)' });
    expect(screen.getByRole('button', { name: 'Clase llena: Química (clase 2)' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    screen.getByText('Lleno · 0%');
    screen.getByText('Disponible · 67%');
    fireEvent.click(enrol);
    const modal = await screen.findByRole('dialog', { name: 'Cálculo Diferencial' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirmar inscripción' }));
    const popup = await findPopup('Error en la inscripción');
    within(popup).getByText('La clase ya está llena.');
  });

  it('"Ver detalles" shows the class without asking; its "Inscribirme" asks, with focus on Cancelar', async () => {
    mockApi({
      ...lookups,
      'GET /classes': page([cls(1, 'Cálculo Diferencial'), cls(3, 'Ética', { status: 'cancelled', enrrolled: 30 })]),
      'GET /classes/student': { body: [] },
      'GET /classes/student/waitlists': { body: [] },
    });
    renderScreen(<ClassesPage />, { auth: authAs(studentUser()) });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver detalles de Cálculo Diferencial (clase 1)' }));
    const modal = await screen.findByRole('dialog', { name: 'Cálculo Diferencial' });
    expect(within(modal).queryByRole('button', { name: 'Confirmar inscripción' })).toBeNull();
    expect(within(modal).queryByText('¿Confirmas tu inscripción en esta clase?')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Inscribirme' }));
    const cancel = await within(modal).findByRole('button', { name: 'Cancelar' });
    within(modal).getByRole('button', { name: 'Confirmar inscripción' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    // A cancelled class has no seats to offer: no «Lleno · 0%» that reads as if it had filled.
    expect(screen.queryByText('Lleno · 0%')).toBeNull();
  });

  it('shows a seat held by a waitlist offer as taken: «Lleno», «Clase llena», the waitlist, and why in the details', async () => {
    mockApi({
      ...lookups,
      'GET /classes': page([cls(4, 'Dibujo', { enrrolled: 29, max_students: 30, held_seats: 1 })]),
      'GET /classes/student': { body: [] },
      'GET /classes/student/waitlists': { body: [] },
    });
    renderScreen(<ClassesPage />, { auth: authAs(studentUser()) });
    const full = await screen.findByRole('button', { name: 'Clase llena: Dibujo (clase 4)' });
    expect(full.getAttribute('aria-disabled')).toBe('true');
    screen.getByText('Lleno · 0%');
    screen.getByText('No quedan lugares · 1 apartado para la lista de espera');
    screen.getByRole('button', { name: /Unirme a la lista de espera/ });
    fireEvent.click(screen.getByRole('button', { name: 'Ver detalles de Dibujo (clase 4)' }));
    const modal = await screen.findByRole('dialog', { name: 'Dibujo' });
    within(modal).getByText('29 / 30');
    within(modal).getByText('1 lugar para la lista de espera');
  });

  it('falls back to "No se pudo completar la inscripción." without a server message', async () => {
    mockApi({
      ...lookups,
      'GET /classes': page([cls(1, 'Cálculo Diferencial')]),
      'GET /classes/student': { body: [] },
      'GET /classes/student/waitlists': { body: [] },
      'POST /classes/enrollStudent': new TypeError('Failed to fetch'),
    });
    renderScreen(<ClassesPage />, { auth: authAs(studentUser()) });
    fireEvent.click(await screen.findByRole('button', { name: 'Inscribirme en Cálculo Diferencial (clase 1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar inscripción' }));
    const popup = await findPopup('Error en la inscripción');
    within(popup).getByText('No se pudo completar la inscripción.');
  });

  it('disables every enrol button once the student has 2 classes', async () => {
    mockApi({
      ...lookups,
      'GET /classes': page([cls(1, 'Cálculo Diferencial'), cls(5, 'Química')]),
      'GET /classes/student': { body: [cls(7, 'Ética'), cls(8, 'Física')] },
      'GET /classes/student/waitlists': { body: [] },
    });
    renderScreen(<ClassesPage />, { auth: authAs(studentUser()) });
    await screen.findByText('Límite de inscripciones');
    for (const name of ['Inscribirme en Cálculo Diferencial (clase 1)', 'Inscribirme en Química (clase 5)']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      // The reason is the button's description (its tooltip).
      const reason = document.getElementById(button.getAttribute('aria-describedby')!);
      expect(reason?.textContent).toContain('Has alcanzado el máximo de 2 inscripciones.');
    }
  });

  it('sends the key only once it is valid, a second after typing, and asks for open classes by default', async () => {
    fakeTimers();
    const api = mockApi({
      ...lookups,
      'GET /classes': page([]),
      'GET /classes/student': { body: [] },
      'GET /classes/student/waitlists': { body: [] },
    });
    renderScreen(<ClassesPage />, { auth: authAs(studentUser()) });
    await screen.findByText('No hay clases que coincidan');
    expect(classesCalls(api)[0]!.searchParams.get('status')).toBe('pendiente');
    expect(classesCalls(api)[0]!.searchParams.get('pageSize')).toBe('12');
    const key = screen.getByLabelText('Clave de la materia');
    fireEvent.change(key, { target: { value: 'aed 12' } });
    expect((key as HTMLInputElement).value).toBe('AED12');
    screen.getByText('Formato: 3 letras + 4 números (ej: IED2201)');
    await passTime(1200);
    expect(classesCalls(api).some((u) => u.searchParams.has('clave'))).toBe(false);
    fireEvent.change(key, { target: { value: 'aed1285' } });
    screen.getByText('✓ Formato válido');
    await passTime(500);
    expect(classesCalls(api).some((u) => u.searchParams.has('clave'))).toBe(false);
    await passTime(500);
    await waitFor(() => expect(classesCalls(api).at(-1)!.searchParams.get('clave')).toBe('AED1285'));
  });

  it('shows "Error al cargar las clases" after two retries, with Reintentar and Limpiar Filtros', async () => {
    let calls = 0;
    mockApi({
      ...lookups,
      'GET /classes/student': { body: [] },
      'GET /classes/student/waitlists': { body: [] },
      'GET /classes': () => {
        calls++;
        return calls <= 3
          ? { status: 500, body: { statusCode: 500, error: 'Internal', message: 'Base de datos no disponible' } }
          : page([cls(1, 'Cálculo Diferencial')]);
      },
    });
    fakeTimers();
    renderScreen(<ClassesPage />, { auth: authAs(studentUser()) });
    await waitFor(() => expect(calls).toBe(1));
    await passTime(1000); // first retry
    await passTime(1000); // second retry
    const banner = await screen.findByRole('alert');
    within(banner).getByText('Error al cargar las clases');
    expect(calls).toBe(3);
    within(banner).getByRole('button', { name: 'Limpiar Filtros' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('button', { name: 'Inscribirme en Cálculo Diferencial (clase 1)' });
  });
});
