import { describe, expect, it } from 'vitest';
import { interestedText, isAtRisk, moneyBucket, passRate, sortFill, toCsv } from './demand.ts';

describe('demand rules', () => {
  it('words the interest a proposer reads, and says nothing for none', () => {
    expect(interestedText(0)).toBeNull();
    expect(interestedText(1)).toBe('1 estudiante marcó «Me interesa» en esta materia este verano.');
    expect(interestedText(12)).toBe('12 estudiantes marcaron «Me interesa» en esta materia este verano.');
  });

  it('puts each payment status in its money bucket; an expired one owes nothing', () => {
    expect(moneyBucket('validado')).toBe('validated');
    for (const s of ['saldo_a_favor', 'reembolso_solicitado', 'reembolsado']) expect(moneyBucket(s)).toBe('credited');
    for (const s of ['pendiente', 'en_revision', 'rechazado']) expect(moneyBucket(s)).toBe('pending');
    expect(moneyBucket('vencido')).toBe('none');
  });

  it('rounds the pass rate and gives 0 for nobody graded', () => {
    expect(passRate(2, 3)).toBe(67);
    expect(passRate(0, 0)).toBe(0);
  });

  it('sorts the fill chart: at risk first, then the emptiest, then by name', () => {
    const rows = [
      { label: 'B', status: 'aprobado', enrolled: 10, max: 30 },
      { label: 'A', status: 'pendiente', enrolled: 14, max: 30 },
      { label: 'C', status: 'pendiente', enrolled: 3, max: 30 },
      { label: 'D', status: 'pendiente', enrolled: 20, max: 30 },
      { label: 'E', status: 'aprobado', enrolled: 10, max: 30 },
    ];
    expect(sortFill(rows, 15).map((r) => r.label)).toEqual(['C', 'A', 'B', 'E', 'D']);
    expect(isAtRisk({ status: 'aprobado', enrolled: 3, max: 30 }, 15)).toBe(false);
  });

  it('writes CSV with quotes where needed and no formula a spreadsheet would run', () => {
    expect(
      toCsv(
        ['Motivo', 'Clases'],
        [
          ['Sin cupo, sin docente', 3],
          ['=SUM(A1)', null],
          ['Dijo "no"', -2],
        ],
      ),
    ).toBe('Motivo,Clases\r\n"Sin cupo, sin docente",3\r\n\'=SUM(A1),\r\n"Dijo ""no""",-2\r\n');
  });
});
