import ExcelJS from 'exceljs';
import { INSTITUTION } from '@portal/domain/institution';
import { documentDate } from './documents-pdf.ts';
import type { Acta } from './documents.service.ts';

const NAVY = 'FF1B396A';

const COLUMNS = [
  { header: 'No.', width: 6 },
  { header: 'Número de control', width: 18 },
  { header: 'Nombre', width: 40 },
  { header: 'Calificación', width: 13 },
  { header: 'Calificación con letra', width: 24 },
  { header: 'Resultado', width: 20 },
  { header: 'Instituto de origen (movilidad)', width: 30 },
];

/** The acta for Servicios Escolares: the class's data, then one row per student with grade and result. */
export async function actaXlsx(a: Acta, now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = INSTITUTION.name;
  workbook.created = now;
  const sheet = workbook.addWorksheet('Acta');
  sheet.addRow([INSTITUTION.name]).font = { bold: true, size: 14, color: { argb: NAVY } };
  sheet.addRow([a.closedAt ? 'Acta de calificaciones' : 'Acta de calificaciones (borrador: acta abierta)']).font = {
    bold: true,
    size: 12,
  };
  const block: [string, string | number][] = [
    ['Materia', a.subject],
    ['Clave', a.clave],
    ['Periodo', a.period],
    ['Turno', a.shift],
    ['Horas', a.hours],
    ['Docente', a.teacher],
    ['Fecha de cierre', a.closedAt ? documentDate(a.closedAt) : '—'],
  ];
  for (const [label, value] of block) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.getCell(2).alignment = { horizontal: 'left' };
  }
  sheet.addRow([]);
  const header = sheet.addRow(COLUMNS.map((c) => c.header));
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: NAVY } };
  });
  for (const r of a.rows) {
    sheet.addRow([r.no, r.controlNumber, r.name, r.grade ?? '', r.words, r.result, r.mobility ?? '']);
  }
  COLUMNS.forEach((c, i) => {
    sheet.getColumn(i + 1).width = c.width;
  });
  sheet.getColumn(2).numFmt = '@';
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: header.number, activeCell: `A${header.number + 1}` }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
