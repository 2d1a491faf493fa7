import { RosterDownloads } from '../../../components/roster-downloads.tsx';

/** The admin's downloads of this class's roster and attendance list. */
export function RosterDownloadSection({ classId }: { classId: number }) {
  return (
    <RosterDownloads
      classId={classId}
      description="Lista de estudiantes en Excel o CSV y lista de asistencia en PDF para imprimir."
    />
  );
}
