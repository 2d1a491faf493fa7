import PDFDocument from 'pdfkit';
import { classWeeks, marksByWeek } from '@portal/domain/rules';
import { INSTITUTION } from '@portal/domain/institution';
import type { AttendanceMarks } from '../../db/attendance-marks.ts';
import type { Roster } from './roster.service.ts';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 40;
const ROW = 18;
const NAVY = '#1B396A';
/** No., número de control, nombre; then the week columns share the rest of the width. */
const FIXED = [
  { header: 'No.', width: 26 },
  { header: 'No. de control', width: 72 },
  { header: 'Nombre', width: 196 },
];

/**
 * The attendance list on letter paper: the institution's heading, the class's data, one row per
 * student and a column per class week, a page number on every page. The attendance taken in the portal
 * (docs/rules.md COO-2) fills the week columns («A» present, «F» absent); the rest stays for the teacher's marks.
 */
export function attendancePdf(roster: Roster, marks: AttendanceMarks = new Map()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Lista de asistencia · ${roster.subject} (${roster.clave})`, Author: INSTITUTION.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const weeks = classWeeks(roster.period);
  const tableWidth = doc.page.width - 2 * MARGIN;
  const weekWidth = (tableWidth - FIXED.reduce((n, c) => n + c.width, 0)) / weeks.length;
  const columns = [
    ...FIXED.map((c) => ({ header: c.header, sub: '', width: c.width })),
    ...weeks.map((w) => ({ header: w.label, sub: `${w.from}–${w.to}`, width: weekWidth })),
  ];

  heading(doc, roster, marks.size > 0);
  let y = tableHeader(doc, columns, doc.y + 8);
  const bottom = doc.page.height - MARGIN - 24;
  for (const s of roster.students) {
    if (y + ROW > bottom) {
      doc.addPage();
      y = tableHeader(doc, columns, MARGIN);
    }
    const note = s.groupLeader ? ' (jefe de grupo)' : s.mobility !== null ? ' (movilidad)' : '';
    const filled = s.mobility === null ? marksByWeek(weeks, marks.get(s.controlNumber) ?? []) : [];
    const cells = [String(s.no), s.controlNumber, `${s.name}${note}`, ...filled];
    let x = MARGIN;
    doc.font('Helvetica').fontSize(8.5).fillColor('black');
    columns.forEach((c, i) => {
      doc.rect(x, y, c.width, ROW).lineWidth(0.5).strokeColor('#555555').stroke();
      const text = cells[i];
      if (text) doc.text(text, x + 3, y + 5, { width: c.width - 6, height: ROW - 6, ellipsis: true, lineBreak: false });
      x += c.width;
    });
    y += ROW;
  }
  if (roster.students.length === 0) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(10)
      .text('La clase no tiene estudiantes inscritos.', MARGIN, y + 8);
  }
  pageNumbers(doc);
  doc.end();
  return done;
}

function heading(doc: Doc, r: Roster, filled: boolean) {
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text(INSTITUTION.name, { align: 'center' });
  doc.fillColor('black').font('Helvetica').fontSize(10).text(INSTITUTION.unit, { align: 'center' });
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).text('Lista de asistencia', { align: 'center' });
  doc.moveDown(0.6).fontSize(9.5);
  const lines: [string, string][] = [
    ['Materia', `${r.subject} (${r.clave})`],
    ['Periodo', `Verano ${r.period}`],
    ['Turno', r.shift],
    ['Horario', r.schedule],
    ['Estudiantes', String(r.students.length)],
    ...(filled ? [['Asistencia', 'tomada en el portal: A asistió, F faltó'] as [string, string]] : []),
  ];
  for (const [label, value] of lines) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
}

function tableHeader(doc: Doc, columns: { header: string; sub: string; width: number }[], top: number): number {
  const height = 26;
  let x = MARGIN;
  for (const c of columns) {
    doc.rect(x, top, c.width, height).fillAndStroke(NAVY, NAVY);
    doc.fillColor('white').font('Helvetica-Bold').fontSize(8);
    doc.text(c.header, x + 3, top + 4, { width: c.width - 6, lineBreak: false });
    if (c.sub)
      doc
        .font('Helvetica')
        .fontSize(6.5)
        .text(c.sub, x + 3, top + 15, { width: c.width - 6, lineBreak: false });
    x += c.width;
  }
  doc.fillColor('black');
  return top + height;
}

function pageNumbers(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#333333')
      .text(`Página ${i + 1} de ${range.count}`, MARGIN, doc.page.height - MARGIN + 10, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
}
