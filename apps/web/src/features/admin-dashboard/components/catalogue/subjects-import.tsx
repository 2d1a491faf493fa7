import { SUBJECTS_CSV_HEADER } from '@portal/domain/rules';
import { downloadSubjectsTemplate, useImportSubjects } from '../../../../api/catalog-admin.ts';
import { CsvImport } from '../../../../components/csv-import.tsx';

/**
 * "Importar materias": the shared CSV import, with the subjects' columns; `onImported` gets the server's «Se
 * importaron N materias.».
 */
export function SubjectsImport({
  onImported,
  onCancel,
}: {
  onImported: (message: string) => void;
  onCancel: () => void;
}) {
  return (
    <CsvImport
      help={
        <>
          Una materia por renglón, con las columnas <strong>{SUBJECTS_CSV_HEADER.join(', ')}</strong>. En carreras van
          sus números separados por «;» y en verano, si o no. Si alguna línea tiene un error no se importa ninguna
          materia.
        </>
      }
      downloadTemplate={downloadSubjectsTemplate}
      importing={useImportSubjects()}
      onImported={(result) => onImported(result.message)}
      onCancel={onCancel}
      nothingImported="No se importó ninguna materia"
      submitLabel="Importar materias"
    />
  );
}
