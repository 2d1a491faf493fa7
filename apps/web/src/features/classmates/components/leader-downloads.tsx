import { RosterDownloads } from '../../../components/roster-downloads.tsx';

/** The group leader's downloads of the class roster (only the leader sees them; the server checks it too). */
export function LeaderDownloads({ classId }: { classId: number }) {
  return (
    <RosterDownloads
      classId={classId}
      description="Como jefe de grupo puedes descargar la lista de tus compañeros y la lista de asistencia."
    />
  );
}
