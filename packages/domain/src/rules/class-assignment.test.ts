import { describe, expect, it } from 'vitest';
import {
  isAssignable,
  roomClashMessage,
  roomTooSmall,
  roomChoice,
  roomTooSmallMessage,
  teacherChoice,
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

describe('what a room or a teacher would meet if chosen', () => {
  const day = (name: string, start: string, end: string) => ({ Days: { name }, start_time: start, end_time: end });
  const cls = {
    timetable: { id_class: 9, period: 2026, Schedules: [day('Jueves', '10:00:00', '12:00:00')] },
    students: 20,
  };
  const held = (id: number, subject: string, start: string, end: string, period = 2026) => ({
    id_class: id,
    period,
    Subjects: { name: subject },
    Schedules: [day('Jueves', start, end)],
  });
  const room = { name: 'B-2', building: 'Edificio B', capacity: 25 };

  it('refuses an overlapping room and warns of a small one, with the assignment’s own messages', () => {
    expect(roomChoice(room, cls, [held(1, 'Química', '11:00:00', '13:00:00')])).toEqual({
      clash: 'El salón B-2 (Edificio B) está ocupado por Química (jueves 11:00–13:00).',
      small: null,
    });
    expect(roomChoice({ ...room, capacity: 19 }, cls, [])).toEqual({ clash: null, small: roomTooSmallMessage(19, 20) });
    // Back to back, another period and the class itself are no clash; a room of exactly its size is not small.
    const free = [
      held(2, 'Química', '12:00:00', '13:00:00'),
      held(3, 'Física', '10:00:00', '12:00:00', 2025),
      held(9, 'Ella misma', '10:00:00', '12:00:00'),
    ];
    expect(roomChoice({ ...room, capacity: 20 }, cls, free)).toEqual({ clash: null, small: null });
  });

  it('names the class a busy teacher already teaches at that time', () => {
    expect(teacherChoice(cls, [held(4, 'Dibujo', '09:00:00', '10:30:00')])).toEqual({
      clash: 'El docente se empalma con Dibujo (jueves 09:00–10:30).',
    });
    expect(teacherChoice(cls, [])).toEqual({ clash: null });
  });
});
