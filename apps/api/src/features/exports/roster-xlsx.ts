import ExcelJS from 'exceljs';
import { rosterColumns } from './roster-columns.ts';
import type { Roster } from './roster.service.ts';
import { INSTITUTION } from '@portal/domain/institution';

const NAVY = 'FF1B396A';

/**
 * The roster as a real workbook: a title block (institution, subject, key, period, shift,
 * schedule), then a header row that stays frozen, with filters, and one row per student.
 */
export async function rosterXlsx(roster: Roster, now: Date): Promise<Buffer> {
  const columns = rosterColumns(roster);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = INSTITUTION.name;
  workbook.created = now;
  const sheet = workbook.addWorksheet('Lista', {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });

  const title = sheet.addRow([INSTITUTION.name]);
  title.font = { bold: true, size: 14, color: { argb: NAVY } };
  sheet.addRow([`Lista de estudiantes · ${roster.subject}`]).font = { bold: true, size: 12 };
  const block: [string, string | number][] = [
    ['Materia', roster.subject],
    ['Clave', roster.clave],
    ['Periodo', roster.period],
    ['Turno', roster.shift],
    ['Horario', roster.schedule],
    ['Estudiantes', roster.students.length],
    ['Costo por estudiante', `${roster.cost} (${roster.hours} h)`],
    ['Pagos', roster.paid],
  ];
  for (const [label, value] of block) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.getCell(2).alignment = { horizontal: 'left' };
  }
  sheet.addRow([]);

  const header = sheet.addRow(columns.map((c) => c.header));
  const headerRow = header.number;
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: NAVY } };
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  for (const s of roster.students) sheet.addRow(columns.map((c) => c.value(s)));

  columns.forEach((c, i) => {
    sheet.getColumn(i + 1).width = c.width;
  });
  // Control numbers and phones are text (leading zeros stay).
  sheet.getColumn(2).numFmt = '@';
  sheet.getColumn(6).numFmt = '@';
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: headerRow, activeCell: `A${headerRow + 1}` }];
  sheet.autoFilter = {
    from: { row: headerRow, column: 1 },
    to: { row: Math.max(headerRow, headerRow + roster.students.length), column: columns.length },
  };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
