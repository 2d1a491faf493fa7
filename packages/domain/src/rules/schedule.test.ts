import { describe, expect, it } from 'vitest';
import { formatDuration, groupSchedule, scheduleText, toHHMM, timeToMinutes } from './schedule.ts';

const entry = (day: string, start: string, end: string) => ({ Days: { name: day }, start_time: start, end_time: end });

describe('schedule text', () => {
  it('cuts times to HH:MM', () => {
    expect(toHHMM('07:00:00')).toBe('07:00');
    expect(toHHMM('7:30')).toBe('07:30');
    expect(toHHMM('14:05:59.000')).toBe('14:05');
    expect(toHHMM(' 09:15:00 ')).toBe('09:15');
    expect(scheduleText([entry('Lunes', '07:00:00', '08:30:00')])).toBe('Lunes 07:00–08:30');
  });

  it('treats times written with and without seconds as the same range', () => {
    const groups = groupSchedule([entry('Martes', '16:00:00', '18:00:00'), entry('Jueves', '16:00', '18:00')]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.days).toEqual(['Martes', 'Jueves']);
  });

  it('lists a day once even if it is repeated', () => {
    expect(scheduleText([entry('Lunes', '07:00', '09:00'), entry('Lunes', '07:00:00', '09:00:00')])).toBe(
      'Lunes 07:00–09:00',
    );
  });

  it('groups days that share a time range, Monday to Sunday', () => {
    const text = scheduleText([
      entry('Viernes', '07:00:00', '09:00:00'),
      entry('Lunes', '07:00:00', '09:00:00'),
      entry('Miércoles', '07:00:00', '09:00:00'),
    ]);
    expect(text).toBe('Lunes, Miércoles, Viernes 07:00–09:00');
  });

  it('keeps different ranges apart, ordered by their first day', () => {
    const text = scheduleText([
      entry('Jueves', '16:00:00', '18:00:00'),
      entry('Martes', '16:00:00', '18:00:00'),
      entry('Lunes', '07:00:00', '08:30:00'),
    ]);
    expect(text).toBe('Lunes 07:00–08:30 · Martes, Jueves 16:00–18:00');
  });

  it('sorts days with or without accents, and weekend days last', () => {
    const groups = groupSchedule([
      entry('Domingo', '09:00', '10:00'),
      entry('Sábado', '09:00', '10:00'),
      entry('miercoles', '09:00', '10:00'),
    ]);
    expect(groups[0]!.days).toEqual(['miercoles', 'Sábado', 'Domingo']);
  });

  it('says "Horario no definido" when there is nothing to show', () => {
    expect(scheduleText([])).toBe('Horario no definido');
    expect(scheduleText(null)).toBe('Horario no definido');
    expect(scheduleText(undefined)).toBe('Horario no definido');
    expect(scheduleText([{ Days: null, start_time: '07:00', end_time: '08:00' }])).toBe('Horario no definido');
    expect(scheduleText([{ Days: { name: 'Lunes' }, start_time: null, end_time: '08:00' }])).toBe(
      'Horario no definido',
    );
    expect(scheduleText([{ Days: { name: '' }, start_time: '07:00', end_time: '08:00' }])).toBe('Horario no definido');
  });

  it('skips incomplete entries but keeps the complete ones', () => {
    expect(
      scheduleText([
        { Days: { name: 'Martes' }, start_time: '07:00', end_time: null },
        entry('Viernes', '10:00', '12:00'),
      ]),
    ).toBe('Viernes 10:00–12:00');
  });

  it('puts unknown day names after Sunday', () => {
    expect(groupSchedule([entry('Feriado', '09:00', '10:00'), entry('Lunes', '09:00', '10:00')])[0]!.days).toEqual([
      'Lunes',
      'Feriado',
    ]);
  });

  it('gives no duration for an inverted or unreadable range', () => {
    expect(groupSchedule([entry('Lunes', '10:00', '09:00')])[0]!.durationMinutes).toBeNull();
    expect(groupSchedule([entry('Lunes', 'mañana', '09:00')])[0]!.durationMinutes).toBeNull();
  });

  it('measures durations', () => {
    expect(groupSchedule([entry('Lunes', '07:00:00', '08:30:00')])[0]!.durationMinutes).toBe(90);
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(45)).toBe('45 min');
    expect(timeToMinutes('25:00')).toBeNull();
  });
});
