import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse } from '@portal/domain/schemas';
import { analyticsTables, cellText, chartData } from './analytics-tables.ts';

const answer: AnalyticsResponse = {
  year: 2026,
  years: [2025, 2026],
  minStudents: 15,
  demandBySubject: [
    { year: 2025, subjectId: 1, clave: 'ACF0905', name: 'Ecuaciones', interested: 40, enrolled: 30 },
    { year: 2026, subjectId: 1, clave: 'ACF0905', name: 'Ecuaciones', interested: 44, enrolled: 12 },
  ],
  money: [
    { year: 2025, expected: 1250.5, validated: 1000, credited: 0 },
    { year: 2026, expected: 0, validated: 0, credited: 0 },
  ],
  results: [{ year: 2025, subjectId: 1, name: 'Ecuaciones', graded: 30, passed: 21, rate: 70 }],
};

describe('the analytics tables', () => {
  it('lay each summer side by side, blank where a summer has no figure', () => {
    const [demand, money, results] = analyticsTables(answer);
    expect(demand!.columns).toEqual(['Materia', 'Interés 2025', 'Inscritos 2025', 'Interés 2026', 'Inscritos 2026']);
    expect(demand!.rows).toEqual([['Ecuaciones', 40, 30, 44, 12]]);
    expect(chartData(demand!)[0]).toMatchObject({ Materia: 'Ecuaciones', 'Interés 2026': 44 });
    expect(money!.rows[0]).toEqual(['2025', 1250.5, 1000, 0]);
    expect(results!.rows).toEqual([['Ecuaciones', 70, 30, null, null]]);
  });

  it('shows money in pesos and a missing figure as a dash', () => {
    expect(cellText(1250.5, true)).toBe('$1,250.50');
    expect(cellText(null)).toBe('—');
    expect(cellText(1234)).toBe('1,234');
  });
});
