import { describe, expect, it } from 'vitest';
import {
  endTimeOptions,
  isOnSlot,
  isWithinShift,
  shiftLabel,
  shiftOf,
  shiftOfSchedule,
  shiftSlots,
  startTimeOptions,
} from './shift.ts';

describe('shifts and 30-minute slots', () => {
  it('lists every slot of a shift, both ends included', () => {
    const morning = shiftSlots('matutino');
    expect(morning[0]).toBe('07:00');
    expect(morning[1]).toBe('07:30');
    expect(morning.at(-1)).toBe('14:00');
    expect(morning).toHaveLength(15);
    const evening = shiftSlots('vespertino');
    expect(evening[0]).toBe('14:00');
    expect(evening.at(-1)).toBe('22:00');
    expect(evening).toHaveLength(17);
  });

  it('offers start choices without the last slot and end choices without the first', () => {
    expect(startTimeOptions('matutino').at(-1)).toBe('13:30');
    expect(startTimeOptions('matutino')).not.toContain('14:00');
    expect(endTimeOptions('matutino')[0]).toBe('07:30');
    expect(endTimeOptions('matutino')).not.toContain('07:00');
    expect(endTimeOptions('vespertino').at(-1)).toBe('22:00');
  });

  it('offers only end choices after the chosen start', () => {
    expect(endTimeOptions('matutino', '13:00')).toEqual(['13:30', '14:00']);
    expect(endTimeOptions('matutino', '13:30')).toEqual(['14:00']);
    expect(endTimeOptions('matutino', null)).toHaveLength(14);
  });

  it('knows slots and shift bounds', () => {
    expect(isOnSlot('07:30')).toBe(true);
    expect(isOnSlot('07:30:00')).toBe(true);
    expect(isOnSlot('07:45')).toBe(false);
    expect(isOnSlot('nope')).toBe(false);
    expect(isWithinShift('matutino', '07:00')).toBe(true);
    expect(isWithinShift('matutino', '14:00')).toBe(true);
    expect(isWithinShift('matutino', '06:30')).toBe(false);
    expect(isWithinShift('vespertino', '13:30')).toBe(false);
    expect(isWithinShift('vespertino', 'x')).toBe(false);
  });

  it('finds the shift that contains a range', () => {
    expect(shiftOf('08:00', '10:00')).toBe('matutino');
    expect(shiftOf('15:00', '17:00')).toBe('vespertino');
    expect(shiftOf('13:00', '15:00')).toBeNull();
  });
});

describe('shift label', () => {
  it('names a stored shift, and nothing for none or an unknown one', () => {
    expect(shiftLabel('matutino')).toBe('Matutino');
    expect(shiftLabel('vespertino')).toBe('Vespertino');
    expect(shiftLabel(null)).toBeNull();
    expect(shiftLabel('')).toBeNull();
    expect(shiftLabel('toString')).toBeNull();
  });
});

describe('the shift of a schedule (a class created without shift)', () => {
  const r = (startTime: string, endTime: string) => ({ startTime, endTime });
  it('is the shift that holds every range', () => {
    expect(shiftOfSchedule([r('07:00', '09:00'), r('12:00', '14:00')])).toBe('matutino');
    expect(shiftOfSchedule([r('14:00', '16:00'), r('20:00', '22:00')])).toBe('vespertino');
    expect(shiftOfSchedule([r('7:00', '14:00:00')])).toBe('matutino');
  });
  it('is null when no single shift holds them all', () => {
    expect(shiftOfSchedule([r('13:00', '15:00')])).toBeNull();
    expect(shiftOfSchedule([r('06:30', '08:00')])).toBeNull();
    expect(shiftOfSchedule([r('21:00', '22:30')])).toBeNull();
    expect(shiftOfSchedule([r('07:00', '09:00'), r('16:00', '18:00')])).toBeNull();
    expect(shiftOfSchedule([])).toBeNull();
  });
});
