import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { classStatusLabel, courseCost, courseHours, rosterName, scheduleText, shiftLabel } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';
import { INSTITUTION_NAME } from './institution.ts';
import { periodClassesBatch, periodEnrolmentsBatch, schedulesOfClasses } from './period-workbook.repository.ts';

const NAVY = 'FF1B396A';

export const CLASS_SHEET_COLUMNS = [
  { header: 'Clase', width: 8 },
  { header: 'Estado', width: 12 },
  { header: 'Clave', width: 10 },
  { header: 'Materia', width: 36 },
  { header: 'Horas', width: 8 },
  { header: 'Costo por estudiante', width: 14 },
  { header: 'Turno', width: 12 },
  { header: 'Horario', width: 36 },
  { header: 'Inscritos', width: 10 },
  { header: 'Cupo', width: 8 },
  { header: 'Jefe de grupo', width: 32 },
];

export const ENROLMENT_SHEET_COLUMNS = [
  { header: 'Clase', width: 8 },
  { header: 'Clave', width: 10 },
  { header: 'Materia', width: 36 },
  { header: 'Número de control', width: 18 },
  { header: 'Nombre', width: 36 },
  { header: 'Carrera', width: 34 },
  { header: 'Correo', width: 32 },
  { header: 'Teléfono', width: 16 },
  { header: 'Jefe de grupo', width: 14 },
];

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

/**
 * Writes a period's workbook for the registrar into `out` as it reads it: one sheet of classes and
 * one of enrolments, read in batches of `batchSize` rows and committed row by row (exceljs'
 * streaming writer), so a period of any size never sits in memory whole.
 */
export async function writePeriodWorkbook(db: DbOrTrx, year: number, out: Writable, batchSize = 500) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = INSTITUTION_NAME;

  const classes = startSheet(workbook, 'Clases', CLASS_SHEET_COLUMNS);
  for (let after = 0; ;) {
    const batch = await periodClassesBatch(db, year, after, batchSize);
    if (batch.length === 0) break;
    const schedules = await schedulesOfClasses(
      db,
      batch.map((c) => c.id_class),
    );
    for (const c of batch) {
      const entries = schedules
        .filter((s) => s.id_class === c.id_class)
        .map((s) => ({ Days: { name: s.day_name }, start_time: s.start_time, end_time: s.end_time }));
      const leader =
        c.leader_name === null
          ? ''
          : rosterName({
              name: c.leader_name,
              paternal_surname: c.leader_paternal ?? '',
              maternal_surname: c.leader_maternal ?? '',
            });
      classes
        .addRow([
          c.id_class,
          classStatusLabel(c.status),
          c.clave,
          c.subject_name,
          courseHours(c.credits),
          courseCost(c.credits),
          shiftLabel(c.shift) ?? '',
          scheduleText(entries),
          c.enrolled,
          c.max_students,
          leader,
        ])
        .commit();
    }
    after = batch.at(-1)!.id_class;
  }
  classes.commit();

  const enrolments = startSheet(workbook, 'Inscripciones', ENROLMENT_SHEET_COLUMNS);
  for (let after = 0; ;) {
    const batch = await periodEnrolmentsBatch(db, year, after, batchSize);
    if (batch.length === 0) break;
    for (const e of batch) {
      enrolments
        .addRow([
          e.id_class,
          e.clave,
          e.subject_name,
          e.control_number,
          rosterName(e),
          e.career_name ?? '',
          e.email,
          e.phone,
          e.group_leader === 1 ? 'Sí' : 'No',
        ])
        .commit();
    }
    after = batch.at(-1)!.id_student_class;
  }
  enrolments.commit();
  await workbook.commit();
}
