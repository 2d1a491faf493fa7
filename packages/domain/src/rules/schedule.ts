/** Weekdays with their ids (1–5), full Spanish names and one-letter short names (docs/rules.md CLA-2). */
export const WEEKDAYS = [
  { id: 1, name: 'Lunes', short_name: 'L' },
  { id: 2, name: 'Martes', short_name: 'M' },
  { id: 3, name: 'Miércoles', short_name: 'X' },
  { id: 4, name: 'Jueves', short_name: 'J' },
  { id: 5, name: 'Viernes', short_name: 'V' },
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** Display order runs Monday to Sunday. */
const DAY_ORDER = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'];

function dayKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function dayOrder(name: string): number {
  const i = DAY_ORDER.indexOf(dayKey(name));
  return i === -1 ? DAY_ORDER.length : i;
}

/** "07:00:00" → "07:00"; anything shorter or odd is returned trimmed. */
export function toHHMM(time: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!m) return time.trim();
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

/** "07:00" / "07:00:00" → minutes since midnight, or null. */
export function timeToMinutes(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59) return null;
  return h * 60 + min;
}

export function minutesToTime(minutes: number, withSeconds = false): string {
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  const m = String(minutes % 60).padStart(2, '0');
  return withSeconds ? `${h}:${m}:00` : `${h}:${m}`;
}

/** 90 → "1 h 30 min"; 120 → "2 h"; 45 → "45 min". */
export function formatDuration(minutes: number): string {
  if (minutes <= 0) return '0 min';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h && m) return `${h} h ${m} min`;
  return h ? `${h} h` : `${m} min`;
}

export interface ScheduleEntryLike {
  Days?: { name?: string | null } | null;
  start_time?: string | null;
  end_time?: string | null;
}

export const NO_SCHEDULE_TEXT = 'Horario no definido';

export interface ScheduleGroup {
  days: string[];
  start: string;
  end: string;
  durationMinutes: number | null;
}

/**
 * Groups schedule entries that share a time range, days sorted Monday → Sunday,
 * groups ordered by their first day.
 */
export function groupSchedule(entries: readonly ScheduleEntryLike[] | null | undefined): ScheduleGroup[] {
  const groups = new Map<string, ScheduleGroup>();
  const valid = (entries ?? []).filter((e) => e.Days?.name && e.start_time && e.end_time);
  const sorted = [...valid].sort((a, b) => dayOrder(a.Days!.name!) - dayOrder(b.Days!.name!));
  for (const e of sorted) {
    const start = toHHMM(e.start_time!);
    const end = toHHMM(e.end_time!);
    const key = `${start}-${end}`;
    let g = groups.get(key);
    if (!g) {
      const s = timeToMinutes(start);
      const f = timeToMinutes(end);
      g = { days: [], start, end, durationMinutes: s !== null && f !== null && f > s ? f - s : null };
      groups.set(key, g);
    }
    if (!g.days.includes(e.Days!.name!)) g.days.push(e.Days!.name!);
  }
  return [...groups.values()];
}

/**
 * One-line schedule text: "Lunes, Miércoles 07:00–09:00 · Viernes 10:00–12:00",
 * or "Horario no definido" when there is nothing to show.
 */
export function scheduleText(entries: readonly ScheduleEntryLike[] | null | undefined): string {
  const groups = groupSchedule(entries);
  if (groups.length === 0) return NO_SCHEDULE_TEXT;
  return groups.map((g) => `${g.days.join(', ')} ${g.start}–${g.end}`).join(' · ');
}
