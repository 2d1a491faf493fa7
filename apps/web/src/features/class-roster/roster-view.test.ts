import { describe, expect, it } from 'vitest';
import type { Classmate, StudentListItem } from '@portal/domain/schemas';
import {
  candidatesFor,
  classFromState,
  enrolProblem,
  matchesStudentSearch,
  parseClassId,
  rosterLockMessage,
} from './roster-view.ts';

const student = (id: number, name: string, surname: string, control: string): StudentListItem => ({
  id_student: id,
  control_number: control,
  phone: '+529981234567',
  user: {
    id_user: id + 100,
    name,
    paternal_surname: surname,
    maternal_surname: 'Pech',
    email: `${name.toLowerCase()}@tec.example`,
  },
  career: { id_career: 1, name: 'Ingeniería Civil' },
});
const enrolled = (id: number): Classmate => ({
  id_student_class: id * 10,
  id_student: id,
  group_leader: false,
  student: {
    id_student: id,
    control_number: 'x',
    career: null,
    phone: '',
    user: { id_user: id, name: 'n', paternal_surname: 'p', maternal_surname: '', email: '' },
  },
});

const ana = student(1, 'Ana Sofía', 'Martínez', 'C21390145');
const beto = student(2, 'Beto', 'Uc', '21390222');

describe('roster view rules', () => {
  it('accepts only positive whole class ids', () => {
    expect(parseClassId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '9999999999'])
      expect(parseClassId(bad)).toBe(null);
  });

  it('takes the class from navigation state only when it is that class', () => {
    const cls = { id_class: 5, Subjects: { name: 'Química' } };
    expect(classFromState(cls, 5)).toBe(cls);
    expect(classFromState({ class: cls }, 5)).toBe(cls);
    expect(classFromState({ classData: cls }, 5)).toBe(cls);
    expect(classFromState({ class: cls }, 6)).toBeUndefined();
    expect(classFromState({ class: { id_class: 5 } }, 5)).toBeUndefined();
    expect(classFromState(null, 5)).toBeUndefined();
    expect(classFromState('x', 5)).toBeUndefined();
  });

  it('closes the roster for approved, rejected and cancelled classes with the spec message', () => {
    expect(rosterLockMessage('pendiente')).toBe(null);
    expect(rosterLockMessage('active')).toBe(null);
    expect(rosterLockMessage('aprobado')).toBe(
      'La inscripción y eliminación de estudiantes no está permitida para clases en estado "aprobado".',
    );
    // A released class says so: its roster is history.
    expect(rosterLockMessage('rechazado')).toMatch(/fue rechazada: sus estudiantes quedaron liberados/);
    expect(rosterLockMessage('cancelled')).toMatch(/fue cancelada: .*se conserva como historial/);
  });

  it('offers only students not yet in the class', () => {
    expect(candidatesFor([ana, beto], [enrolled(1)])).toEqual([beto]);
    expect(candidatesFor([ana, beto], [])).toEqual([ana, beto]);
  });

  it('searches full name or control number, ignoring case and accents', () => {
    expect(matchesStudentSearch(ana, 'ANA SOFIA')).toBe(true);
    expect(matchesStudentSearch(ana, 'martinez pech')).toBe(true);
    expect(matchesStudentSearch(ana, 'c2139')).toBe(true);
    expect(matchesStudentSearch(ana, '  ')).toBe(true);
    expect(matchesStudentSearch(beto, 'c2139')).toBe(false);
    expect(matchesStudentSearch(beto, 'ana')).toBe(false);
  });

  it('checks the class, the selection and that the selection is still a candidate, in that order', () => {
    expect(enrolProblem(null, '1', [ana])).toEqual({ message: 'No se pudo obtener el ID de la clase.' });
    expect(enrolProblem(3, null, [ana])).toEqual({ message: 'Por favor, selecciona un estudiante para inscribir.' });
    expect(enrolProblem(3, '2', [ana])).toEqual({ message: 'Estudiante seleccionado no encontrado.' });
    expect(enrolProblem(3, '1', [ana])).toEqual({ student: ana });
  });
});
