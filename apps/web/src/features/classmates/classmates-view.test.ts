import { describe, expect, it } from 'vitest';
import type { Classmate } from '@portal/domain/schemas';
import {
  DEFAULT_SORT,
  filterClassmates,
  hasActiveFilters,
  sortClassmates,
  toggleSort,
  EMPTY_CLASSMATE_FILTERS,
} from './classmates-view.ts';

let nextId = 1;
function mate(name: string, surname: string, control: string, career: string | null, leader = false): Classmate {
  const id = nextId++;
  return {
    id_student_class: id,
    id_student: id,
    group_leader: leader,
    student: {
      id_student: id,
      control_number: control,
      career: career ? { name: career } : null,
      phone: '529831234567',
      user: { id_user: id, name, paternal_surname: surname, maternal_surname: '', email: `${name}@tec.example` },
    },
  };
}

const ana = mate('Ana', 'Uc', '21390145', 'Ingeniería Civil');
const alvaro = mate('Álvaro', 'Pech', 'C20390211', 'Arquitectura', true);
const zoe = mate('Zoé', 'Ku', '19390001', null);
const beto = mate('beto', 'Chan', '22390777', 'Ingeniería en Sistemas Computacionales');
const all = [ana, alvaro, zoe, beto];
const names = (list: Classmate[]) => list.map((c) => c.student.user.name);

describe('classmates sort', () => {
  it('starts by name ascending and toggles the direction on the same key', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'name', dir: 'asc' });
    expect(toggleSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(toggleSort({ key: 'name', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(toggleSort({ key: 'name', dir: 'desc' }, 'career')).toEqual({ key: 'career', dir: 'asc' });
  });

  it('orders names the Spanish way, both directions', () => {
    expect(names(sortClassmates(all, DEFAULT_SORT))).toEqual(['Álvaro', 'Ana', 'beto', 'Zoé']);
    expect(names(sortClassmates(all, { key: 'name', dir: 'desc' }))).toEqual(['Zoé', 'beto', 'Ana', 'Álvaro']);
  });

  it('orders by control number and by career, a missing career always last', () => {
    expect(names(sortClassmates(all, { key: 'controlNumber', dir: 'asc' }))).toEqual(['Zoé', 'Ana', 'beto', 'Álvaro']);
    expect(names(sortClassmates(all, { key: 'career', dir: 'asc' }))).toEqual(['Álvaro', 'Ana', 'beto', 'Zoé']);
    expect(names(sortClassmates(all, { key: 'career', dir: 'desc' }))).toEqual(['beto', 'Ana', 'Álvaro', 'Zoé']);
  });

  it('does not change the list it is given', () => {
    sortClassmates(all, { key: 'name', dir: 'desc' });
    expect(names(all)).toEqual(['Ana', 'Álvaro', 'Zoé', 'beto']);
  });
});

describe('classmates filter', () => {
  it('searches name, control number and career ignoring case and accents', () => {
    expect(names(filterClassmates(all, { search: 'alvaro', leadersOnly: false }))).toEqual(['Álvaro']);
    expect(names(filterClassmates(all, { search: 'c2039', leadersOnly: false }))).toEqual(['Álvaro']);
    expect(names(filterClassmates(all, { search: 'INGENIERIA', leadersOnly: false }))).toEqual(['Ana', 'beto']);
    expect(names(filterClassmates(all, { search: 'ingenieria chan', leadersOnly: false }))).toEqual(['beto']);
    expect(filterClassmates(all, { search: 'nadie', leadersOnly: false })).toEqual([]);
  });

  it('keeps only group leaders with "Solo Jefes de Grupo"', () => {
    expect(names(filterClassmates(all, { search: '', leadersOnly: true }))).toEqual(['Álvaro']);
    expect(filterClassmates(all, { search: 'ana', leadersOnly: true })).toEqual([]);
  });

  it('knows when a filter is on', () => {
    expect(hasActiveFilters(EMPTY_CLASSMATE_FILTERS)).toBe(false);
    expect(hasActiveFilters({ search: '  ', leadersOnly: false })).toBe(false);
    expect(hasActiveFilters({ search: 'a', leadersOnly: false })).toBe(true);
    expect(hasActiveFilters({ search: '', leadersOnly: true })).toBe(true);
  });
});
