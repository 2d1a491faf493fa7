import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { INSTITUTION } from '@portal/domain/institution';
import type { Acta, Constancia } from './documents.service.ts';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 48;
const NAVY = '#1B396A';
const ROW = 18;

const LONG_DATE = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Cancun',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** An instant as the institute's documents date it: «21 de agosto de 2026», in Cancún. */
export function documentDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function header(doc: Doc, title: string) {
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(15).text(INSTITUTION.name, { align: 'center' });
  doc.fillColor('black').font('Helvetica').fontSize(10).text(INSTITUTION.unit, { align: 'center' });
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).text(title, { align: 'center' });
  doc.moveDown(0.8);
}

function field(doc: Doc, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
}

function signature(doc: Doc, x: number, y: number, width: number, name: string, role: string) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.7)
    .strokeColor('black')
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(name, x, y + 4, { width, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(role, x, doc.y + 1, { width, align: 'center' });
}

/** The student's constancia: who, what, the grade in figures and words, the folio and its QR. */
export async function constanciaPdf(c: Constancia): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Constancia · ${c.subject} (${c.clave})`, Author: INSTITUTION.name },
  });
  const done = collect(doc);
  header(doc, 'Constancia de curso de verano');
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      `${INSTITUTION.unit} hace constar que ${c.name}, con número de control ${c.controlNumber}, cursó la materia indicada en el periodo de verano ${c.period} con el resultado siguiente:`,
      { align: 'justify' },
    );
  doc.moveDown(0.8);
  field(doc, 'Nombre', c.name);
  field(doc, 'Número de control', c.controlNumber);
  field(doc, 'Carrera', c.career || '—');
  field(doc, 'Materia', c.subject);
  field(doc, 'Clave', c.clave);
  field(doc, 'Periodo', `Verano ${c.period}`);
  field(doc, 'Horas', String(c.hours));
  field(doc, 'Calificación', `${c.grade} (${c.words})`);
  field(doc, 'Resultado', c.result);
  field(doc, 'Fecha de emisión', documentDate(c.issuedAt));
  field(doc, 'Folio', c.folio);
  doc.moveDown(1);
  const qr = await QRCode.toBuffer(c.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const top = doc.y;
  doc.image(qr, MARGIN, top, { width: 110 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Verifica esta constancia escaneando el código o en:', MARGIN + 124, top + 20, {
      width: doc.page.width - 2 * MARGIN - 124,
    })
    .font('Helvetica-Bold')
    .text(c.verifyUrl, { width: doc.page.width - 2 * MARGIN - 124 });
  const y = Math.max(doc.y, top + 110) + 70;
  signature(doc, doc.page.width / 2 - 120, y, 240, '', INSTITUTION.unit);
  doc.end();
  return done;
}

const COLUMNS = [
  { header: 'No.', width: 26 },
  { header: 'No. de control', width: 74 },
  { header: 'Nombre', width: 190 },
  { header: 'Calif.', width: 40 },
  { header: 'Calificación con letra', width: 100 },
  { header: 'Resultado', width: 86 },
];

/** The acta de calificaciones: the class's data, one row per student, signature lines. */
export function actaPdf(a: Acta): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Acta de calificaciones · ${a.subject} (${a.clave})`, Author: INSTITUTION.name },
  });
  const done = collect(doc);
  header(doc, a.closedAt ? 'Acta de calificaciones' : 'Acta de calificaciones (borrador: acta abierta)');
  field(doc, 'Materia', `${a.subject} (${a.clave})`);
  field(doc, 'Periodo', `Verano ${a.period}`);
  field(doc, 'Turno', a.shift);
  field(doc, 'Horas', String(a.hours));
  field(doc, 'Docente', a.teacher);
  if (a.closedAt) field(doc, 'Fecha de cierre', documentDate(a.closedAt));
  let y = tableHeader(doc, doc.y + 10);
  const bottom = doc.page.height - MARGIN - 20;
  for (const r of a.rows) {
    if (y + ROW > bottom) {
      doc.addPage();
      y = tableHeader(doc, MARGIN);
    }
    const cells = [
      String(r.no),
      r.controlNumber,
      r.mobility ? `${r.name} (movilidad)` : r.name,
      r.grade === null ? '—' : String(r.grade),
      r.words,
      r.result,
    ];
    let x = MARGIN;
    doc.font('Helvetica').fontSize(8.5).fillColor('black');
    COLUMNS.forEach((c, i) => {
      doc.rect(x, y, c.width, ROW).lineWidth(0.5).strokeColor('#555555').stroke();
      doc.text(cells[i]!, x + 3, y + 5, { width: c.width - 6, height: ROW - 6, ellipsis: true, lineBreak: false });
      x += c.width;
    });
    y += ROW;
  }
  if (y + 90 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  const width = 200;
  signature(doc, MARGIN, y + 70, width, a.teacher, 'Docente');
  signature(
    doc,
    doc.page.width - MARGIN - width,
    y + 70,
    width,
    '',
    'Jefe(a) de la División de Estudios Profesionales',
  );
  doc.end();
  return done;
}

function tableHeader(doc: Doc, top: number): number {
  const height = 20;
  let x = MARGIN;
  for (const c of COLUMNS) {
    doc.rect(x, top, c.width, height).fillAndStroke(NAVY, NAVY);
    doc.fillColor('white').font('Helvetica-Bold').fontSize(8);
    doc.text(c.header, x + 3, top + 6, { width: c.width - 6, lineBreak: false });
    x += c.width;
  }
  doc.fillColor('black');
  return top + height;
}
