import { useState, type ReactNode } from 'react';
import { Button, FileInput, Flex, List, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { userMessage } from '../lib/api-client.ts';
import { saveFile } from '../lib/save-file.ts';
import type { DownloadedFile } from '../lib/api-client.ts';
import { importProblems } from '../api/import-problems.ts';
import { ErrorAlert } from './error-alert.tsx';
import { useMutateOnce } from '../lib/use-one-at-a-time.ts';

/**
 * A CSV import (rooms, subjects): the template to fill in, the file to send, and either every bad line with its
 * number and reason (nothing imported) or, through the import's `onSuccess`, what was imported.
 */
export function CsvImport<T>({
  help,
  downloadTemplate,
  importing,
  onImported,
  onCancel,
  nothingImported,
  submitLabel,
}: {
  /** What the file holds, above the template's button. */
  help: ReactNode;
  downloadTemplate: () => Promise<DownloadedFile>;
  importing: { isPending: boolean; mutateAsync: (csv: string) => Promise<T> };
  onImported: (result: T) => void;
  onCancel: () => void;
  /** The title over the bad lines: «No se importó ningún salón». */
  nothingImported: string;
  /** The send button: «Importar salones». */
  submitLabel: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  // A double tap or Enter pressed twice imports once.
  const importOnce = useMutateOnce(importing);

  async function template() {
    setDownloading(true);
    setFailure(null);
    try {
      const { blob, fileName } = await downloadTemplate();
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
    importOnce(csv, {
      onSuccess: onImported,
      onError: (err) => {
        const lines = importProblems(err);
        if (lines) setProblems(lines);
        else setFailure(userMessage(err, 'No se pudo importar el archivo. Intenta nuevamente.'));
      },
    });
  }

  return (
    <Stack gap="md">
      <Text fz="sm">{help}</Text>
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
        <ErrorAlert title={nothingImported}>
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
          {submitLabel}
        </Button>
      </Flex>
    </Stack>
  );
}
