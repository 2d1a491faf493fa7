import { describe, expect, it } from 'vitest';
import {
  GRADE_MESSAGES,
  gradeInWords,
  gradeResult,
  gradeResultLabel,
  gradingRefusal,
  isGrade,
  missingGradesMessage,
  parseGradeInput,
  reopenReason,
} from './grades.ts';

describe('grading rule', () => {
  it('accepts whole numbers 0–100 only', () => {
    for (const ok of [0, 1, 69, 70, 100]) expect(isGrade(ok), String(ok)).toBe(true);
    for (const bad of [-1, 101, 70.5, NaN, '70', null, undefined]) expect(isGrade(bad), String(bad)).toBe(false);
  });

  it('passes at 70 and above', () => {
    expect(gradeResult(70)).toBe('acreditada');
    expect(gradeResult(69)).toBe('no_acreditada');
    expect(gradeResultLabel(100)).toBe('Acreditada');
    expect(gradeResultLabel(0)).toBe('No acreditada (NA)');
  });

  it('writes every grade in Spanish words', () => {
    const expected: Record<number, string> = {
      0: 'cero',
      7: 'siete',
      10: 'diez',
      16: 'dieciséis',
      21: 'veintiuno',
      22: 'veintidós',
      30: 'treinta',
      69: 'sesenta y nueve',
      70: 'setenta',
      75: 'setenta y cinco',
      81: 'ochenta y uno',
      99: 'noventa y nueve',
      100: 'cien',
    };
    for (const [n, words] of Object.entries(expected)) expect(gradeInWords(Number(n))).toBe(words);
    for (let n = 0; n <= 100; n++) expect(gradeInWords(n)).toMatch(/^[a-záéíóúñ ]+$/);
    expect(() => gradeInWords(101)).toThrow();
  });

  it('reads what a person types in a grade field', () => {
    expect(parseGradeInput('')).toEqual({ grade: null });
    expect(parseGradeInput(' 85 ')).toEqual({ grade: 85 });
    for (const bad of ['101', '-1', '70.5', 'A', '1e2']) {
      expect(parseGradeInput(bad)).toEqual({ problem: GRADE_MESSAGES.invalid });
    }
  });

  it('refuses grading before the class starts and after the acta closes', () => {
    expect(gradingRefusal({ status: 'aprobado', actaClosed: false })).toBe('notStarted');
    expect(gradingRefusal({ status: 'active', actaClosed: false })).toBeNull();
    expect(gradingRefusal({ status: 'finished', actaClosed: true })).toBe('actaClosed');
  });

  it('names every student missing a grade, and wants a reason to reopen', () => {
    expect(missingGradesMessage(['Ana Pérez', 'Luis Gómez'])).toBe(
      'No se puede cerrar el acta: falta la calificación de Ana Pérez, Luis Gómez.',
    );
    expect(reopenReason('  ')).toBeNull();
    expect(reopenReason(' error de captura ')).toBe('error de captura');
  });
});
