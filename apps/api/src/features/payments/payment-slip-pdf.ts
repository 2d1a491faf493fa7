import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import { INSTITUTION } from '@portal/domain/institution';
import { formatPesos, weekdayDayMonth } from '@portal/domain/rules';

export interface SlipData {
  reference: string;
  amountCents: number;
  creditCents: number;
  dueDate: string;
  subject: string;
  period: number;
  student: string;
}

/**
 * The printable payment slip («ficha de pago»): the institute and its bank data (institution.ts), what is
 * paid and by when, and the reference as text and as a Code 128 barcode a bank window's scanner reads.
 */
export async function paymentSlipPdf(slip: SlipData): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: slip.reference,
    scale: 3,
    height: 14,
    includetext: false,
  });
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Ficha de pago ${slip.reference}`, Author: INSTITUTION.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bank = INSTITUTION.bank;
  const owed = slip.amountCents - slip.creditCents;
  doc.font('Helvetica-Bold').fontSize(16).text(INSTITUTION.name);
  doc.font('Helvetica').fontSize(11).text(`${INSTITUTION.unit} · Cursos de verano ${slip.period}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text('Ficha de pago');
  doc.font('Helvetica').fontSize(11);
  doc.text(`Estudiante: ${slip.student}`);
  doc.text(`Materia: ${slip.subject}`);
  doc.text(
    `Importe a pagar: ${formatPesos(owed)}${slip.creditCents > 0 ? ` (saldo a favor aplicado: ${formatPesos(slip.creditCents)})` : ''}`,
  );
  doc.text(`Fecha límite: ${weekdayDayMonth(slip.dueDate)} de ${slip.dueDate.slice(0, 4)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`Referencia: ${slip.reference}`);
  doc.image(barcode, { width: 260 });
  doc.moveDown();
  doc.font('Helvetica').text(`Banco: ${bank.bank}`);
  doc.text(`Beneficiario: ${bank.beneficiary}`);
  doc.text(`Cuenta: ${bank.account} · CLABE: ${bank.clabe}`);
  doc.moveDown();
  doc
    .fontSize(10)
    .text(
      'Paga el importe exacto con esta referencia en ventanilla o por transferencia, y sube tu comprobante en «Mis Cursos» del portal. Recursos Financieros lo valida; si no se valida un pago a tiempo, se libera tu lugar.',
    );
  doc.end();
  return done;
}
