import ExcelJS from 'exceljs';
import { inertText, rosterColumns } from './roster-columns.ts';
import type { Roster } from './roster.service.ts';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The roster as CSV: UTF-8 with a byte-order mark (so Excel shows accents), comma-separated, a
 * header row, every field quoted (exceljs' CSV writer, fast-csv underneath, doubles inner quotes).
 */
export async function rosterCsv(roster: Roster): Promise<Buffer> {
  const columns = rosterColumns(roster);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lista');
  sheet.addRow(columns.map((c) => c.header));
  for (const s of roster.students) sheet.addRow(columns.map((c) => inertText(c.value(s))));
  const body = await workbook.csv.writeBuffer({
    formatterOptions: { delimiter: ',', quote: '"', quoteColumns: true, quoteHeaders: true, rowDelimiter: '\r\n' },
  });
  return Buffer.concat([BOM, Buffer.from(body), Buffer.from('\r\n')]);
}
