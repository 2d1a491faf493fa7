import { describe, expect, it } from 'vitest';
import {
  isAssignable,
  roomClashMessage,
  roomTooSmall,
  roomTooSmallMessage,
  teacherClashMessage,
} from './class-assignment.ts';
import { DomainError } from '../errors.ts';

describe('class assignment rules', () => {
  it('assigns only approved or active classes', () => {
    expect(['aprobado', 'active'].map(isAssignable)).toEqual([true, true]);
    expect(['pendiente', 'rechazado', 'cancelled'].map(isAssignable)).toEqual([false, false, false]);
  });

  it('names the clashing class, its day and hours', () => {
    const clash = { id_class: 3, subjectName: 'Cálculo Integral', day: 'Lunes', start: '10:00', end: '12:00' };
    expect(teacherClashMessage(clash)).toBe('El docente se empalma con Cálculo Integral (lunes 10:00–12:00).');
  });
});

describe('room rules', () => {
  const clash = { id_class: 3, subjectName: 'Física I', day: 'Martes', start: '08:00', end: '10:00' };

  it('names the room and the class that holds it', () => {
    expect(roomClashMessage({ name: 'A-101', building: 'Edificio A' }, clash)).toBe(
      'El salón A-101 (Edificio A) está ocupado por Física I (martes 08:00–10:00).',
    );
  });

  it('a room is too small only below the class students', () => {
    expect([roomTooSmall(30, 30), roomTooSmall(30, 31), roomTooSmall(30, 0)]).toEqual([false, true, false]);
    expect(roomTooSmallMessage(20, 25)).toContain('Confirma');
  });
});

describe('the small-room warning', () => {
  it('is told apart from the clash refusal by its code, both 409', () => {
    const small = new DomainError('roomTooSmall', { message: roomTooSmallMessage(20, 25) });
    const clash = { id_class: 3, subjectName: 'Física I', day: 'Martes', start: '08:00', end: '10:00' };
    const taken = new DomainError('assignmentClash', {
      message: roomClashMessage({ name: 'A-101', building: 'Edificio A' }, clash),
    });
    expect([small.statusCode, small.code]).toEqual([409, 'ROOM_TOO_SMALL']);
    expect([taken.statusCode, taken.code]).toEqual([409, 'ASSIGNMENT_CLASH']);
  });
});
