import { describe, expect, it } from 'vitest';
import { classMeetings } from './class-meetings.ts';

describe('classMeetings', () => {
  it('lists each weekday slot on every matching day between the first and last day, both included', () => {
    // 6 July 2026 is a Monday; 17 July a Friday.
    const sessions = classMeetings(
      [
        { id_day: 1, start_time: '07:00:00', end_time: '09:00:00' },
        { id_day: 3, start_time: '07:00', end_time: '09:00' },
      ],
      '2026-07-06',
      '2026-07-15',
    );
    expect(sessions).toEqual([
      { day: '2026-07-06', start: '07:00', end: '09:00' },
      { day: '2026-07-08', start: '07:00', end: '09:00' },
      { day: '2026-07-13', start: '07:00', end: '09:00' },
      { day: '2026-07-15', start: '07:00', end: '09:00' },
    ]);
  });

  it('has none without slots or with the days reversed', () => {
    expect(classMeetings([], '2026-07-06', '2026-07-10')).toEqual([]);
    expect(classMeetings([{ id_day: 1, start_time: '07:00', end_time: '08:00' }], '2026-07-10', '2026-07-06')).toEqual(
      [],
    );
  });
});
