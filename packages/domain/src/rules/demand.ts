/**
 * Demand before a class exists («Me interesa») and the figures of the analytics screen: what counts as
 * interest, at risk, money expected/validated/credited and a pass, decided once here for the API, its
 * tests and the web app.
 */

export { DEMAND_MESSAGES, MAX_INTERESTS } from './demand-messages.ts';

/** What the proposer of a class for the subject reads about its interest (null: nobody yet). */
export function interestedText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1
    ? '1 estudiante marcó «Me interesa» en esta materia este verano.'
    : `${count} estudiantes marcaron «Me interesa» en esta materia este verano.`;
}

/** Where a place's payment counts in the money chart (docs/rules.md DEM-6). */
export type MoneyBucket = 'validated' | 'credited' | 'pending' | 'none';

/**
 * Expected is everything a confirmed place owes (validated + credited + pending); a `vencido` payment owes
 * nothing (its place was released). Credited is money received from a group that did not open.
 */
export function moneyBucket(status: string): MoneyBucket {
  switch (status) {
    case 'validado':
      return 'validated';
    case 'saldo_a_favor':
    case 'reembolso_solicitado':
    case 'reembolsado':
      return 'credited';
    case 'pendiente':
    case 'en_revision':
    case 'rechazado':
      return 'pending';
    default:
      return 'none';
  }
}

/** Pass rate in whole percent (0 when nobody was graded). */
export function passRate(passed: number, graded: number): number {
  return graded === 0 ? 0 : Math.round((passed / graded) * 100);
}

export interface FillRow {
  status: string;
  enrolled: number;
  max: number;
}

/** A class at risk: still pending and below the summer's minimum. */
export const isAtRisk = (row: FillRow, min: number) => row.status === 'pendiente' && row.enrolled < min;

/** The fill chart's order: those at risk first, then the emptiest; ties by the given name. */
export function sortFill<T extends FillRow & { label: string }>(rows: readonly T[], min: number): T[] {
  return [...rows].sort((a, b) => {
    const risk = Number(isAtRisk(b, min)) - Number(isAtRisk(a, min));
    if (risk !== 0) return risk;
    const fill = a.enrolled / Math.max(a.max, 1) - b.enrolled / Math.max(b.max, 1);
    return fill !== 0 ? fill : a.label.localeCompare(b.label, 'es');
  });
}

/** A CSV text (RFC 4180, comma, CRLF) of a header and rows; cells with a comma, quote or line break are quoted. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (v: string | number | null) => {
    const s = v === null ? '' : String(v);
    // A leading = + - @ would be read as a formula by a spreadsheet.
    const safe = /^[=+\-@]/.test(s) && typeof v !== 'number' ? `'${s}` : s;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
