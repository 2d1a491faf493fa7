import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Subject } from '@portal/domain/schemas';
import { authAs, mockApi, renderScreen } from '../../../../test/render-screen.tsx';
import { admin } from '../../../../test/users.ts';
import { CatalogueSection } from './catalogue-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const career = { id_career: 3, name: 'Ingeniería en Sistemas Computacionales', retired: false };
const subject = (n: number): Subject => ({
  id_subject: n,
  name: `Materia ${String(n).padStart(2, '0')}`,
  clave: `MAT${String(1000 + n)}`,
  credits: 5,
  hours: 5,
  summer: true,
  retired: false,
  Careers: [career],
});
const page = (data: Subject[]) => ({ data, total: data.length, page: 1, pageSize: 1000, totalPages: 1 });
/** The names of the subjects' cards shown, in order. */
const names = () =>
  screen
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-labelledby'))
    .filter((id) => id?.startsWith('materia-'))
    .map((id) => document.getElementById(id!)!.textContent);

describe('Catálogo', () => {
  it('shows 20 subjects a page, starts again at the first page on a new search, keeps an edited one in view', async () => {
    let subjects = Array.from({ length: 45 }, (_, i) => subject(i + 1));
    mockApi({
      'GET /subjects': () => ({ body: page(subjects) }),
      'GET /careers': { body: page([career] as never) },
      'PATCH /subjects/1': (init) => {
        const body = JSON.parse(String(init?.body)) as Partial<Subject>;
        subjects = subjects.map((s) => (s.id_subject === 1 ? { ...s, ...body } : s));
        return { body: subjects[0] };
      },
    });
    renderScreen(<CatalogueSection />, { auth: authAs(admin) });

    expect(await screen.findByText('45 materias')).toBeTruthy();
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('Materia 01');
    const pages = screen.getByRole('navigation', { name: 'Páginas del catálogo' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Página 3' }));
    expect(names()).toEqual(['Materia 41', 'Materia 42', 'Materia 43', 'Materia 44', 'Materia 45']);

    // A search starts again at the first page, and needs none when it fits in one.
    fireEvent.change(screen.getByLabelText('Buscar materia'), { target: { value: 'Materia 0' } });
    expect(await screen.findByText('9 materias')).toBeTruthy();
    expect(names()[0]).toBe('Materia 01');
    expect(screen.queryByRole('navigation', { name: 'Páginas del catálogo' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Buscar materia'), { target: { value: '' } });
    expect(await screen.findByText('45 materias')).toBeTruthy();

    // Renamed to the end of the order, the edited subject is shown on the page it now falls on.
    fireEvent.click(screen.getByRole('button', { name: 'Editar Materia 01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar materia' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Zoología' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar materia' }));
    expect(await screen.findByText('Zoología')).toBeTruthy();
    expect(names()).toContain('Zoología');
    expect(
      within(screen.getByRole('navigation', { name: 'Páginas del catálogo' }))
        .getByRole('button', { name: 'Página 3' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });
});
