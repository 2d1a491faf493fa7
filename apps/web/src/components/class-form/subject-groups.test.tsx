import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComboboxParsedItem } from '@mantine/core';
import { authAs, mockApi, REGISTERED, renderScreen, studentUser } from '../../test/render-screen.tsx';
import { ClassForm } from './class-form.tsx';
import { groupedSubjectFilter } from './grouped-subject-filter.ts';

const civil = { id_career: 1, name: 'Ingeniería Civil' };
const sistemas = { id_career: 2, name: 'Ingeniería en Sistemas' };
const subjects = {
  data: [
    { id_subject: 5, name: 'Taller de Ética', clave: 'ACA0907', credits: 4, Careers: [sistemas] },
    { id_subject: 6, name: 'Cálculo Diferencial', clave: 'ACF0901', credits: 5, Careers: [civil] },
  ],
  meta: { page: 1, totalPages: 1, total: 2 },
};

afterEach(() => vi.unstubAllGlobals());

describe("the class form's subjects (docs/rules.md ELE-7)", () => {
  it("offers the student's career first and the others after, as needing a convalidation", async () => {
    mockApi({ 'GET /subjects': { body: subjects } });
    renderScreen(<ClassForm mode="student" student={{ ...REGISTERED, id_career: 1 }} />, {
      auth: authAs(studentUser()),
    });
    const input = await screen.findByRole('combobox', { name: /^Materia/ });
    await screen.findByPlaceholderText('Busca por nombre o clave');
    await userEvent.setup().click(input);
    const offered = (await screen.findAllByRole('option', { hidden: true })).filter((o) => o.tagName !== 'OPTION');
    const listbox = offered[0]!.closest('[role="listbox"]') as HTMLElement;
    const text = listbox.textContent ?? '';
    expect(text.indexOf('De tu carrera')).toBeLessThan(text.indexOf('Cálculo Diferencial'));
    expect(text.indexOf('Cálculo Diferencial')).toBeLessThan(
      text.indexOf('De otras carreras (requieren convalidación)'),
    );
    expect(text.indexOf('De otras carreras')).toBeLessThan(text.indexOf('Taller de Ética'));
    expect(within(listbox).getAllByRole('option', { hidden: true })).toHaveLength(2);
  });

  it('the search keeps the groups and drops an emptied one', () => {
    const options: ComboboxParsedItem[] = [
      { group: 'De tu carrera', items: [{ value: '6', label: 'Cálculo Diferencial · ACF0901' }] },
      { group: 'De otras carreras', items: [{ value: '5', label: 'Taller de Ética · ACA0907' }] },
    ];
    expect(groupedSubjectFilter({ options, search: 'etica', limit: 100 })).toEqual([
      { group: 'De otras carreras', items: [{ value: '5', label: 'Taller de Ética · ACA0907' }] },
    ]);
    expect(groupedSubjectFilter({ options, search: '', limit: 100 })).toEqual(options);
  });
});
