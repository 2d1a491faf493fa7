/**
 * Classes can leave the last page meanwhile (a review, another admin's change): back to the last page that
 * still has classes. Called while rendering, once the list's own answer (not a placeholder) is in.
 */
export function keepPageInRange(
  list: { data?: { meta: { totalPages: number } }; isPlaceholderData: boolean },
  page: number,
  setPage: (page: number) => void,
): void {
  const lastPage = Math.max(1, list.data?.meta.totalPages ?? 1);
  if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
}
