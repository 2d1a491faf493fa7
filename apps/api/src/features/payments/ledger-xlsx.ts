import ExcelJS from 'exceljs';
import { INSTITUTION } from '@portal/domain/institution';
import { LEDGER_COLUMNS } from '@portal/domain/rules';
import type { Ledger } from '@portal/domain/schemas';

const NAVY = 'FF1B396A';
const MONEY = '"$"#,##0.00';

/**
 * The period's ledger as a workbook: one row per class and a bold total row, amounts as numbers in pesos (so
 * finance can add and filter them), the same columns and totals as the finance screen.
 */
export async function ledgerXlsx(ledger: Ledger): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = INSTITUTION.name;
  const sheet = workbook.addWorksheet(`Pagos ${ledger.period}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Clase', width: 8 },
    { header: 'Clave', width: 12 },
    { header: 'Materia', width: 36 },
    { header: 'Pagos', width: 8 },
    ...LEDGER_COLUMNS.map((c) => ({ header: c.label, width: 16, style: { numFmt: MONEY } })),
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: NAVY } };
  for (const c of ledger.classes) {
    sheet.addRow([c.classId, c.clave, c.subject, c.count, ...LEDGER_COLUMNS.map((col) => c[col.key])]);
  }
  const total = sheet.addRow([
    '',
    '',
    'Total del periodo',
    ledger.total.count,
    ...LEDGER_COLUMNS.map((col) => ledger.total[col.key]),
  ]);
  total.font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 4 + LEDGER_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
