import { minutesToTime, timeToMinutes } from './schedule.ts';

export const SHIFTS = {
  matutino: { label: 'Matutino', start: '07:00', end: '14:00' },
  vespertino: { label: 'Vespertino', start: '14:00', end: '22:00' },
} as const;

export type Shift = keyof typeof SHIFTS;
export const SHIFT_NAMES = Object.keys(SHIFTS) as Shift[];
export const SLOT_MINUTES = 30;

/** Every 30-minute slot of a shift, both ends included: 07:00, 07:30 … 14:00. */
export function shiftSlots(shift: Shift): string[] {
  const from = timeToMinutes(SHIFTS[shift].start)!;
  const to = timeToMinutes(SHIFTS[shift].end)!;
  const slots: string[] = [];
  for (let m = from; m <= to; m += SLOT_MINUTES) slots.push(minutesToTime(m));
  return slots;
}

/** Start choices exclude the last slot (docs/rules.md CLA-6). */
export function startTimeOptions(shift: Shift): string[] {
  return shiftSlots(shift).slice(0, -1);
}

/** End choices exclude the first slot; with a start chosen, only later slots. */
export function endTimeOptions(shift: Shift, start?: string | null): string[] {
  const ends = shiftSlots(shift).slice(1);
  const s = start ? timeToMinutes(start) : null;
  return s === null ? ends : ends.filter((t) => timeToMinutes(t)! > s);
}

export function isOnSlot(time: string): boolean {
  const m = timeToMinutes(time);
  return m !== null && m % SLOT_MINUTES === 0;
}

export function isWithinShift(shift: Shift, time: string): boolean {
  const m = timeToMinutes(time);
  if (m === null) return false;
  return m >= timeToMinutes(SHIFTS[shift].start)! && m <= timeToMinutes(SHIFTS[shift].end)!;
}

/** The shift that contains a whole time range, or null. */
export function shiftOf(start: string, end: string): Shift | null {
  return SHIFT_NAMES.find((s) => isWithinShift(s, start) && isWithinShift(s, end)) ?? null;
}

/** The label of a class's stored shift ('Matutino', 'Vespertino'), or null when it has none or an unknown one. */
export function shiftLabel(shift: string | null | undefined): string | null {
  return shift && Object.hasOwn(SHIFTS, shift) ? SHIFTS[shift as Shift].label : null;
}

/**
 * A class's shift from its schedule: the one shift that holds every range (each within 07:00–14:00,
 * or each within 14:00–22:00), or null when none does (a range across 14:00, before 07:00, after
 * 22:00, or ranges in different shifts). Used when a client creates a class without `shift`.
 */
export function shiftOfSchedule(ranges: readonly { startTime: string; endTime: string }[]): Shift | null {
  if (ranges.length === 0) return null;
  return (
    SHIFT_NAMES.find((s) => ranges.every((r) => isWithinShift(s, r.startTime) && isWithinShift(s, r.endTime))) ?? null
  );
}
