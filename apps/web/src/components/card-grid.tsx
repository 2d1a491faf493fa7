import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './card-grid.module.css';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/**
 * Equal columns by breakpoint, as Mantine's SimpleGrid lays them out (`cols={{ base: 1, md: 2 }}`), in
 * plain CSS: the grids of the key pages' first view need no script for their layout
 * (docs/decisions/013-signed-in-first-paint.md).
 */
export function CardGrid({
  cols,
  spacing = 'md',
  verticalSpacing,
  className,
  style,
  ...rest
}: {
  cols: { base: number } & Partial<Record<Breakpoint, number>>;
  spacing?: Spacing;
  verticalSpacing?: Spacing;
} & HTMLAttributes<HTMLDivElement>) {
  const vars: Record<string, string | number> = {
    '--cg-cols': cols.base,
    '--cg-gap-x': `var(--mantine-spacing-${spacing})`,
    '--cg-gap-y': `var(--mantine-spacing-${verticalSpacing ?? spacing})`,
  };
  const data: Record<string, string> = {};
  for (const bp of ['xs', 'sm', 'md', 'lg'] as const) {
    if (cols[bp] !== undefined) {
      vars[`--cg-cols-${bp}`] = cols[bp];
      data[`data-${bp}`] = '';
    }
  }
  return (
    <div
      {...rest}
      {...data}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={{ ...(vars as CSSProperties), ...style }}
    />
  );
}
