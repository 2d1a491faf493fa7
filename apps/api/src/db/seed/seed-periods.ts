import { addDays, cancunDay, enrolmentCloseDueAt, classesStartReminderAt, type Period } from '@portal/domain/rules';
import type { DbOrTrx } from '../tables.ts';
import { rowOfPeriod } from '../periods.repository.ts';

/** The usual summer of a past year: proposals from mid-April, enrolment to mid-June, classes July–August. */
function pastSummer(year: number, sizes: Pick<Period, 'minStudents' | 'maxStudents' | 'mobilitySeats'>): Period {
  const d = (md: string) => `${year}-${md}`;
  return {
    year,
    proposalsOpen: d('04-14'),
    proposalsClose: d('05-29'),
    enrolmentOpen: d('05-04'),
    enrolmentClose: d('06-12'),
    publication: d('06-19'),
    classesStart: d('07-06'),
    classesEnd: d('08-14'),
    gradesDue: d('08-21'),
    paymentDays: 5,
    ...sizes,
  };
}

/**
 * The demo's summers: 2024 and 2025 closed on their usual dates, and the current one (`currentYear`, the
 * year of the demo's open classes) with dates relative to the seed day, so that whenever the demo is
 * seeded proposals and enrolment are open that day: proposals opened 20 days before and close 10 days
 * after, enrolment opened 10 days before and closes 20 days after; groups are published a week later,
 * classes start two weeks after that and run six weeks, grades are due a week after them.
 */
export async function seedPeriods(
  trx: DbOrTrx,
  currentYear: number,
  now: Date,
  sizes: Pick<Period, 'minStudents' | 'maxStudents' | 'mobilitySeats'> = {
    minStudents: 15,
    maxStudents: 30,
    mobilitySeats: 5,
  },
): Promise<void> {
  const today = cancunDay(now);
  const current: Period = {
    year: currentYear,
    proposalsOpen: addDays(today, -20),
    proposalsClose: addDays(today, 10),
    enrolmentOpen: addDays(today, -10),
    enrolmentClose: addDays(today, 20),
    publication: addDays(today, 27),
    classesStart: addDays(today, 41),
    classesEnd: addDays(today, 83),
    gradesDue: addDays(today, 90),
    paymentDays: 5,
    ...sizes,
  };
  const at = now.toISOString();
  const periods = [pastSummer(2024, sizes), pastSummer(2025, sizes), current];
  await trx
    .insertInto('periods')
    .values(periods.map((p) => ({ ...rowOfPeriod(p), created_at: at, updated_at: at })))
    .execute();
  // Past summers' enrolment closed long ago (their classes were decided then): only the current one waits.
  await trx
    .insertInto('scheduled_jobs')
    .values(
      periods.map((p) => ({
        job_key: `enrolment-close:${p.year}`,
        kind: 'enrolment-close',
        period_year: p.year,
        due_at: enrolmentCloseDueAt(p).toISOString(),
        done_at: p === current ? null : enrolmentCloseDueAt(p).toISOString(),
        result: null,
        created_at: at,
      })),
    )
    .execute();
  // The classes-start reminder of the current summer (docs/rules.md CLD-4); past summers' were sent then.
  await trx
    .insertInto('scheduled_jobs')
    .values({
      job_key: `classes-start-reminder:${current.year}`,
      kind: 'classes-start-reminder',
      period_year: current.year,
      due_at: classesStartReminderAt(current).toISOString(),
      done_at: null,
      result: null,
      created_at: at,
    })
    .execute();
}
