import { describe, expect, it } from 'vitest';
import {
  attendancePercent,
  behindReasons,
  classSessions,
  courseWeek,
  courseWeeks,
  evaluationOpen,
  evaluationSummary,
  expectedPercent,
  isEvaluationScores,
  isLowAttendance,
  reportableWeek,
  weekJustEnded,
} from './coordination.ts';

// 2026-06-01 is a Monday; the course runs six weeks, to Friday 2026-07-10.
const period = { classesStart: '2026-06-01', classesEnd: '2026-07-10', gradesDue: '2026-07-17' };

describe('class sessions', () => {
  it('are the schedule weekdays between classes start and end, both included', () => {
    const s = classSessions([1, 3], period.classesStart, period.classesEnd);
    expect(s.slice(0, 4)).toEqual(['2026-06-01', '2026-06-03', '2026-06-08', '2026-06-10']);
    expect(s).toHaveLength(12);
    expect(s.at(-1)).toBe('2026-07-08');
    expect(classSessions([5], period.classesStart, period.classesEnd).at(-1)).toBe('2026-07-10');
  });
  it('are none without a schedule or with impossible dates', () => {
    expect(classSessions([], period.classesStart, period.classesEnd)).toEqual([]);
    expect(classSessions([1], '2026-02-30', period.classesEnd)).toEqual([]);
  });
});

describe('course weeks', () => {
  it('count seven days from classes start', () => {
    expect(courseWeek(period.classesStart, '2026-05-31')).toBe(0);
    expect(courseWeek(period.classesStart, '2026-06-01')).toBe(1);
    expect(courseWeek(period.classesStart, '2026-06-07')).toBe(1);
    expect(courseWeek(period.classesStart, '2026-06-08')).toBe(2);
    expect(courseWeeks(period.classesStart, period.classesEnd)).toBe(6);
  });
  it('expect an even share of the syllabus per week', () => {
    expect(expectedPercent(1, 6)).toBe(16);
    expect(expectedPercent(3, 6)).toBe(50);
    expect(expectedPercent(6, 6)).toBe(100);
    expect(expectedPercent(9, 6)).toBe(100);
  });
  it('let only the week in course be reported, while classes run', () => {
    expect(reportableWeek(period, '2026-05-31')).toBeNull();
    expect(reportableWeek(period, '2026-06-10')).toBe(2);
    expect(reportableWeek(period, '2026-07-10')).toBe(6);
    expect(reportableWeek(period, '2026-07-11')).toBeNull();
  });
  it('name the week just ended', () => {
    expect(weekJustEnded(period, '2026-06-05')).toBeNull();
    expect(weekJustEnded(period, '2026-06-08')).toBe(1);
    expect(weekJustEnded(period, '2026-07-20')).toBe(6);
  });
});

describe('attendance', () => {
  it('is the share of taken sessions the student was present at, flagged under 80 %', () => {
    expect(attendancePercent(0, 0)).toBeNull();
    expect(attendancePercent(10, 2)).toBe(80);
    expect(attendancePercent(10, 3)).toBe(70);
    expect(attendancePercent(3, 1)).toBe(66);
    expect(isLowAttendance(80)).toBe(false);
    expect(isLowAttendance(79)).toBe(true);
    expect(isLowAttendance(null)).toBe(false);
  });
});

describe('classes behind', () => {
  const sessions = classSessions([1, 3], period.classesStart, period.classesEnd);
  const today = '2026-06-16'; // Tuesday of week 3: week 2 just ended.
  it('a class with no report for the week just ended', () => {
    const r = behindReasons({
      period,
      today,
      sessions,
      takenDates: sessions.slice(0, 5),
      reports: [{ week: 1, percent: 20 }],
    });
    expect(r.reasons).toEqual(['no_report']);
    expect(r.week).toBe(2);
  });
  it('a class whose report is under what the week should reach', () => {
    const r = behindReasons({
      period,
      today,
      sessions,
      takenDates: sessions.slice(0, 5),
      reports: [{ week: 2, percent: 30 }],
    });
    expect(r).toMatchObject({ reasons: ['progress_behind'], expected: 33, reported: 30 });
  });
  it('a class on time is not behind', () => {
    const r = behindReasons({
      period,
      today,
      sessions,
      takenDates: sessions.slice(0, 5),
      reports: [{ week: 2, percent: 35 }],
    });
    expect(r.reasons).toEqual([]);
  });
  it('a class with attendance not taken for two past sessions', () => {
    const one = behindReasons({
      period,
      today,
      sessions,
      takenDates: sessions.slice(0, 4),
      reports: [{ week: 2, percent: 40 }],
    });
    expect(one.reasons).toEqual([]);
    const two = behindReasons({
      period,
      today,
      sessions,
      takenDates: sessions.slice(0, 3),
      reports: [{ week: 2, percent: 40 }],
    });
    expect(two.reasons).toEqual(['attendance_missing']);
    expect(two.missingSessions).toEqual(['2026-06-10', '2026-06-15']);
  });
});

describe('teacher evaluation', () => {
  it('is open from the last week of classes until grades are due', () => {
    expect(evaluationOpen(period, '2026-07-03')).toBe(false);
    expect(evaluationOpen(period, '2026-07-04')).toBe(true);
    expect(evaluationOpen(period, '2026-07-17')).toBe(true);
    expect(evaluationOpen(period, '2026-07-18')).toBe(false);
  });
  it('takes ten whole scores from 1 to 5', () => {
    expect(isEvaluationScores(Array(10).fill(5))).toBe(true);
    expect(isEvaluationScores(Array(9).fill(5))).toBe(false);
    expect(isEvaluationScores([...Array(9).fill(5), 6])).toBe(false);
    expect(isEvaluationScores([...Array(9).fill(5), 4.5])).toBe(false);
  });
  it('shows results only from five answers, with comments in no particular order of answering', () => {
    const a = (score: number, comment: string | null = null) => ({ scores: Array(10).fill(score), comment });
    expect(evaluationSummary([a(5), a(4), a(3), a(2)])).toEqual({
      answers: 4,
      shown: false,
      means: null,
      overall: null,
      comments: [],
    });
    const s = evaluationSummary([a(5, 'Zeta'), a(4, 'Alfa'), a(4), a(3, ' '), a(4)]);
    expect(s.shown).toBe(true);
    expect(s.overall).toBe(4);
    expect(s.means).toEqual(Array(10).fill(4));
    expect(s.comments).toEqual(['Alfa', 'Zeta']);
  });
});

describe('the printed attendance list', () => {
  it('marks each week column with A (present) and F (absent) for the sessions taken', async () => {
    const { marksByWeek } = await import('./coordination.ts');
    const weeks = [
      { from: '26/06', to: '02/07' },
      { from: '03/07', to: '09/07' },
    ];
    expect(
      marksByWeek(weeks, [
        { date: '2026-07-01', absent: true },
        { date: '2026-06-29', absent: false },
        { date: '2026-07-06', absent: false },
        { date: '2026-07-20', absent: false },
      ]),
    ).toEqual(['A F', 'A']);
  });
});
