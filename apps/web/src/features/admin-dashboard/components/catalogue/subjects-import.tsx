import { useState } from 'react';
import { Button, FileInput, Flex, List, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { SUBJECTS_CSV_HEADER } from '@portal/domain/rules';
import { userMessage } from '../../../../lib/api-client.ts';
import { saveFile } from '../../../../lib/save-file.ts';
import { importProblems } from '../../../../api/rooms.ts';
import { downloadSubjectsTemplate, useImportSubjects } from '../../../../api/catalog-admin.ts';
import { ErrorAlert } from '../../../../components/error-alert.tsx';

/**
 * "Importar materias": the template, the file, and either every bad line with its number and reason
 * (nothing imported) or, through `onImported`, the server's «Se importaron N materias.».
 */
export function SubjectsImport({
  onImported,
  onCancel,
}: {
  onImported: (message: string) => void;
  onCancel: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const importing = useImportSubjects();

  async function template() {
    setDownloading(true);
    setFailure(null);
    try {
      const { blob, fileName } = await downloadSubjectsTemplate();
      saveFile(blob, fileName);
    } catch (err) {
      setFailure(userMessage(err, 'No se pudo descargar la plantilla. Intenta nuevamente.'));
    } finally {
      setDownloading(false);
    }
  }

  async function send() {
    if (!file) return;
    setProblems(null);
    setFailure(null);
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setFailure('No se pudo leer el archivo. Elige otro.');
      return;
    }
    importing.mutate(csv, {
      onSuccess: (result) => onImported(result.message),
      onError: (err) => {
        const lines = importProblems(err);
        if (lines) setProblems(lines);
        else setFailure(userMessage(err, 'No se pudo importar el archivo. Intenta nuevamente.'));
      },
    });
  }

  return (
    <Stack gap="md">
      <Text fz="sm">
        Una materia por renglón, con las columnas <strong>{SUBJECTS_CSV_HEADER.join(', ')}</strong>. En carreras van sus
        números separados por «;» y en verano, si o no. Si alguna línea tiene un error no se importa ninguna materia.
      </Text>
      <div>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={downloading}
          onClick={() => void template()}
        >
          Descargar plantilla
        </Button>
      </div>
      <FileInput
        label="Archivo CSV"
        placeholder="Elige el archivo"
        accept=".csv,text/csv"
        clearable
        clearButtonProps={{ 'aria-label': 'Quitar el archivo' }}
        leftSection={<IconFileUpload size={18} aria-hidden />}
        value={file}
        onChange={(f) => {
          setFile(f);
          setProblems(null);
          setFailure(null);
        }}
      />
      {problems ? (
        <ErrorAlert title="No se importó ninguna materia">
          <Text fz="sm" mb="xs">
            Corrige {problems.length === 1 ? 'esta línea' : `estas ${problems.length} líneas`} y vuelve a subir el
            archivo:
          </Text>
          <List fz="sm" spacing={4} aria-label="Líneas con errores">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </ErrorAlert>
      ) : null}
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={importing.isPending}>
          Cancelar
        </Button>
        <Button
          leftSection={<IconFileUpload size={18} aria-hidden />}
          disabled={!file}
          loading={importing.isPending}
          onClick={() => void send()}
        >
          Importar materias
        </Button>
      </Flex>
    </Stack>
  );
}
