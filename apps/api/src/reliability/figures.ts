/**
 * The figures the fault tests measure (docs/reliability.md lists them): printed with FIGURES=1, e.g.
 * `FIGURES=1 npx vitest run apps/api/src/reliability/redis-faults.test.ts --project api:sqlite`.
 */
export function figure(name: string, value: number | string, unit = 'ms'): void {
  if (process.env['FIGURES'] === '1')
    process.stdout.write(`[figure] ${name}: ${value}${typeof value === 'number' && unit ? ` ${unit}` : ''}\n`);
}
