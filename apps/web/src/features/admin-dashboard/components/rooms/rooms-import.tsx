import { ROOMS_CSV_HEADER } from '@portal/domain/rules';
import { downloadRoomsTemplate, useImportRooms } from '../../../../api/rooms.ts';
import { CsvImport } from '../../../../components/csv-import.tsx';

/** "Importar salones": the shared CSV import, with the rooms' columns; `onImported` gets how many came in. */
export function RoomsImport({ onImported, onCancel }: { onImported: (count: number) => void; onCancel: () => void }) {
  return (
    <CsvImport
      help={
        <>
          Un salón por renglón, con las columnas <strong>{ROOMS_CSV_HEADER.join(', ')}</strong>. El tipo es aula,
          laboratorio o sala de cómputo. Si alguna línea tiene un error no se importa ningún salón.
        </>
      }
      downloadTemplate={downloadRoomsTemplate}
      importing={useImportRooms()}
      onImported={(result) => onImported(result.imported)}
      onCancel={onCancel}
      nothingImported="No se importó ningún salón"
      submitLabel="Importar salones"
    />
  );
}
