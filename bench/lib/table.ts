/** A plain-text table: the first row is the header; numbers are right-aligned. */
export function table(rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[], raw: (string | number)[]) =>
    r.map((c, i) => (typeof raw[i] === 'number' ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  const out = [line(cells[0]!, rows[0]!), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (let i = 1; i < cells.length; i++) out.push(line(cells[i]!, rows[i]!));
  return out.join('\n');
}

export const fixed = (n: number, digits = 0) => Number(n.toFixed(digits));
/** kB of 1000 bytes, as Vite and scripts/page-weight.mjs report them. */
export const kb = (bytes: number) => fixed(bytes / 1000, 1);
