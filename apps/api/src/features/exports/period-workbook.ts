import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  classStatusLabel,
  courseCost,
  courseHours,
  fullName,
  hasQuorum,
  paymentLabel,
  FINISHED_STATUS,
  gradeResultLabel,
  roomLabel,
  rosterName,
  scheduleText,
  shiftLabel,
} from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';
import { INSTITUTION } from '@portal/domain/institution';
import { CLASS_SHEET_COLUMNS, ENROLMENT_SHEET_COLUMNS, NOT_RECORDED } from './period-workbook-columns.ts';
import { kindLabel } from './roster-columns.ts';
import { schedulesOfClasses, toScheduleEntry } from '../../db/class-schedules.repository.ts';
import { periodClassesBatch, periodEnrolmentsBatch, periodMobilityBatch } from './period-workbook.repository.ts';

const NAVY = 'FF1B396A';

function startSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: typeof CLASS_SHEET_COLUMNS) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: NAVY } };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  header.commit();
  return sheet;
}

/** Keyset pagination: batch after batch (each after the last key of the one before) until one comes back empty. */
async function* inBatches<T>(read: (afterKey: number) => Promise<T[]>, keyOf: (row: T) => number) {
  for (let after = 0; ;) {
    const batch = await read(after);
    if (batch.length === 0) return;
    yield batch;
    after = keyOf(batch.at(-1)!);
  }
}

type ClassRow = Awaited<ReturnType<typeof periodClassesBatch>>[number];

function classRow(c: ClassRow, schedule: string) {
  const leader =
    c.leader_name === null
      ? ''
      : rosterName({
          name: c.leader_name,
          paternal_surname: c.leader_paternal ?? '',
          maternal_surname: c.leader_maternal ?? '',
        });
  return [
    c.id_class,
    classStatusLabel(c.status),
    c.clave,
    c.subject_name,
    courseHours(c.credits),
    courseCost(c.credits),
    shiftLabel(c.shift) ?? '',
    schedule,
    c.enrolled,
    c.mobility_enrolled,
    c.max_students,
    hasQuorum(c.enrolled) ? 'Sí' : 'No',
    Number(c.paid ?? 0),
    leader,
    c.teacher_name === null
      ? NOT_RECORDED
      : fullName({
          name: c.teacher_name,
          paternal_surname: c.teacher_paternal ?? '',
          maternal_surname: c.teacher_maternal ?? '',
        }),
    c.room_name === null ? NOT_RECORDED : roomLabel(c.room_name, c.room_building ?? ''),
  ];
}

/**
 * Writes a period's workbook for the registrar into `out` as it reads it: one sheet of classes and
 * one of enrolments (the institution's students, then the mobility students), read in batches of
 * `batchSize` rows and committed row by row (exceljs' streaming writer), so a period of any size
 * never sits in memory whole.
 */
export async function writePeriodWorkbook(db: DbOrTrx, year: number, out: Writable, batchSize = 500) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = INSTITUTION.name;

  const classes = startSheet(workbook, 'Clases', CLASS_SHEET_COLUMNS);
  const classBatches = inBatches(
    (after) => periodClassesBatch(db, year, after, batchSize),
    (c) => c.id_class,
  );
  for await (const batch of classBatches) {
    const schedules = await schedulesOfClasses(
      db,
      batch.map((c) => c.id_class),
    );
    for (const c of batch) {
      const entries = schedules.filter((s) => s.id_class === c.id_class).map(toScheduleEntry);
      classes.addRow(classRow(c, scheduleText(entries))).commit();
    }
  }
  classes.commit();

  const enrolments = startSheet(workbook, 'Inscripciones', ENROLMENT_SHEET_COLUMNS);
  const enrolmentBatches = inBatches(
    (after) => periodEnrolmentsBatch(db, year, after, batchSize),
    (e) => e.id_student_class,
  );
  for await (const batch of enrolmentBatches) {
    for (const e of batch) {
      const person = [e.control_number, rosterName(e), e.career_name ?? '', e.email, e.phone];
      const paid = [paymentLabel(e.payment_status), e.payment_folio ?? '', e.payment_date ?? ''];
      enrolments
        .addRow([
          e.id_class,
          e.clave,
          e.subject_name,
          ...person,
          e.group_leader === 1 ? 'Sí' : 'No',
          'No',
          kindLabel(e.kind),
          ...paid,
          ...gradeCells(e.class_status, e.grade),
        ])
        .commit();
    }
  }
  const mobilityBatches = inBatches(
    (after) => periodMobilityBatch(db, year, after, batchSize),
    (m) => m.id,
  );
  for await (const batch of mobilityBatches) {
    for (const m of batch) {
      const person = [m.control_number, rosterName(m), '', m.email, m.phone];
      enrolments
        .addRow([
          m.id_class,
          m.clave,
          m.subject_name,
          ...person,
          'No',
          `Sí (${m.institute})`,
          kindLabel(null),
          'No aplica',
          '',
          '',
          ...gradeCells(m.class_status, m.grade),
        ])
        .commit();
    }
  }
  enrolments.commit();
  await workbook.commit();
}

/** The grade and result of an enrolment once its class's acta is closed; empty before. */
function gradeCells(status: string, grade: number | null): (number | string)[] {
  return status === FINISHED_STATUS && grade !== null ? [grade, gradeResultLabel(grade)] : ['', ''];
}
