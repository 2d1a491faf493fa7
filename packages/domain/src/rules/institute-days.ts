/**
 * Days in the institute's zone, America/Cancun (UTC-5 all year): every calendar day the portal compares — a
 * window of the summer's calendar, a payment date — is a day there, whatever zone the server runs in.
 */
export const INSTITUTE_ZONE = 'America/Cancun';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: INSTITUTE_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (`YYYY-MM-DD`) an instant falls on in America/Cancun. */
export function cancunDay(instant: Date): string {
  return dayFormat.format(instant);
}

const hourFormat = new Intl.DateTimeFormat('en-US', { timeZone: INSTITUTE_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The instant a Cancun day begins (its midnight there). */
export function cancunDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcNoon = Date.UTC(y, m - 1, d, 12);
  // At UTC noon it is h o'clock in Cancun, so Cancun runs 12 - h hours behind UTC (5 since 2015).
  const behind = 12 - Number(hourFormat.format(new Date(utcNoon)));
  return new Date(Date.UTC(y, m - 1, d) + behind * 3_600_000);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** «12 de junio». */
export function dayMonth(day: string): string {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} de ${MONTHS[m - 1]}`;
}

/** «viernes 12 de junio». */
export function weekdayDayMonth(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${dayMonth(day)}`;
}
