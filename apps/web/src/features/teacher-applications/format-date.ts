/** A timestamp in the es-MX locale, or N/A (the teacher application detail). */
export function formatRequestedDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleString('es-MX');
}
