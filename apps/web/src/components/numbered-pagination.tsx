import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageWindow } from '@portal/domain/rules';
import classes from './numbered-pagination.module.css';

/**
 * Numbered pagination of docs/rules.md LIS-2: ±2 pages around the current one, the first and the last page,
 * and ellipses — exactly `pageWindow` of the domain package. Previous/next stay focusable at the
 * ends (aria-disabled) so keyboard focus is not lost.
 */
export function NumberedPagination({
  page,
  totalPages,
  onChange,
  label = 'Paginación',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== current) onChange(target);
  };
  return (
    <nav aria-label={label} className={classes.root}>
      <ul className={classes.pages}>
        {pageWindow(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={classes.page}
                aria-label={`Página ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={classes.ellipsis} aria-hidden>
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={classes.step}
        data-direction="previous"
        aria-disabled={current <= 1 || undefined}
        onClick={() => go(current - 1)}
      >
        <IconChevronLeft aria-hidden />
        <span>Anterior</span>
      </button>
      <button
        type="button"
        className={classes.step}
        data-direction="next"
        aria-disabled={current >= totalPages || undefined}
        onClick={() => go(current + 1)}
      >
        <span>Siguiente</span>
        <IconChevronRight aria-hidden />
      </button>
    </nav>
  );
}
