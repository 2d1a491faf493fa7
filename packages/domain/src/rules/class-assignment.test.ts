import { describe, expect, it } from 'vitest';
import { isAssignable, teacherClashMessage } from './class-assignment.ts';

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
