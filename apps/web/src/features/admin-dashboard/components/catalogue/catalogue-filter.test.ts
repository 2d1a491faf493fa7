import { describe, expect, it } from 'vitest';
import type { Subject } from '@portal/domain/schemas';
import { filterCatalogue, subjectsCount } from './catalogue-filter.ts';

const subject = (over: Partial<Subject>): Subject => ({
  id_subject: 1,
  name: 'Cálculo Diferencial',
  clave: 'ACF0901',
  credits: 5,
  hours: 5,
  summer: true,
  retired: false,
  Careers: [{ id_career: 1, name: 'Ingeniería Civil' }],
  ...over,
});

describe('filterCatalogue', () => {
  const all = [
    subject({ id_subject: 1 }),
    subject({ id_subject: 2, name: 'Ética', clave: 'ACA0907', Careers: [{ id_career: 2, name: 'Arquitectura' }] }),
    subject({ id_subject: 3, name: 'Residencia Profesional', clave: 'RES0001', summer: false }),
    subject({ id_subject: 4, name: 'Dibujo', clave: 'DIB0001', retired: true }),
  ];
  const ids = (list: Subject[]) => list.map((s) => s.id_subject);

  it('the summer catalogue leaves out subjects not authorised and retired ones; "todas" keeps them', () => {
    expect(ids(filterCatalogue(all, { careerId: null, search: '', show: 'verano' }))).toEqual([1, 2]);
    expect(ids(filterCatalogue(all, { careerId: null, search: '', show: 'todas' }))).toEqual([1, 4, 2, 3]);
  });

  it('by career, and by name or clave without accents or case', () => {
    expect(ids(filterCatalogue(all, { careerId: 2, search: '', show: 'todas' }))).toEqual([2]);
    expect(ids(filterCatalogue(all, { careerId: null, search: 'calculo', show: 'todas' }))).toEqual([1]);
    expect(ids(filterCatalogue(all, { careerId: null, search: 'aca09', show: 'todas' }))).toEqual([2]);
  });

  it('counts in Spanish', () => {
    expect(subjectsCount(1)).toBe('1 materia');
    expect(subjectsCount(3)).toBe('3 materias');
  });
});
