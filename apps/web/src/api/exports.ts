import { apiDownload, type DownloadedFile } from '../lib/api-client.ts';
import { activityQuery, type ActivityFilters } from './activity.ts';

/** Files the API builds (with the caller's token, which a bare link could not carry). */

/** The roster files of one class: GET /classes/{id}/{file}. */
export type RosterFile = 'roster.xlsx' | 'roster.csv' | 'attendance.pdf';

export const downloadRoster = (classId: number, file: RosterFile): Promise<DownloadedFile> =>
  apiDownload(`/classes/${classId}/${file}`, `clase-${classId}-${file}`);

/** GET /periods/{year}/classes.xlsx: every class of an academic year. */
export const downloadPeriodWorkbook = (year: number): Promise<DownloadedFile> =>
  apiDownload(`/periods/${year}/classes.xlsx`, `clases-${year}.xlsx`);

/** GET /activity/export.csv with the Bitácora's filters. */
export function downloadActivityCsv(filters: ActivityFilters): Promise<DownloadedFile> {
  const query = new URLSearchParams(Object.entries(activityQuery(filters)).map(([k, v]) => [k, String(v)])).toString();
  return apiDownload(`/activity/export.csv${query ? `?${query}` : ''}`, 'bitacora.csv');
}
