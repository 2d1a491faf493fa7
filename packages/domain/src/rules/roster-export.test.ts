import { describe, expect, it } from 'vitest';
import { classWeeks, exportFileName, rosterName, sortForRoster } from './roster-export.ts';

const p = (name: string, paternal_surname: string, maternal_surname = '') => ({
  name,
  paternal_surname,
  maternal_surname,
});

describe('roster exports', () => {
  it('writes names surnames first and sorts them in Spanish, accents and case ignored', () => {
    expect(rosterName(p(' Ana Sofía ', 'Martínez', 'Uc'))).toBe('Martínez Uc Ana Sofía');
    expect(rosterName(p('Luis', 'Pérez'))).toBe('Pérez Luis');
    const sorted = sortForRoster([p('Zoe', 'Ávila'), p('Ana', 'zapata'), p('Beto', 'Alvarez'), p('Ana', 'Ávila')]);
    expect(sorted.map(rosterName)).toEqual(['Alvarez Beto', 'Ávila Ana', 'Ávila Zoe', 'zapata Ana']);
  });

  it('makes safe file names: ASCII letters, digits and hyphens only', () => {
    expect(exportFileName(['lista', 'MAT-1024', 2026], 'xlsx')).toBe('lista-MAT-1024-2026.xlsx');
    expect(exportFileName(['asistencia', 'Cálculo "ñ"/..\\x', 2026], 'pdf')).toBe('asistencia-Calculo-n-x-2026.pdf');
    expect(exportFileName(['', '"'], 'csv')).toBe('descarga.csv');
  });

  it('splits the summer (26 June – 4 August) into six weeks, the last one short', () => {
    const weeks = classWeeks(2026);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual({ label: 'Sem. 1', from: '26/06', to: '02/07' });
    expect(weeks[5]).toEqual({ label: 'Sem. 6', from: '31/07', to: '04/08' });
  });
});
