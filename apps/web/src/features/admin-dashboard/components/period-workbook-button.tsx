import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { downloadPeriodWorkbook } from '../../../api/exports.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * "Descargar libro del periodo (Excel)": the registrar's workbook of one summer (classes with cost,
 * counts, quorum and payments; every enrolment), for the year chosen above, or this year when
 * every year is shown.
 */
export function PeriodWorkbookButton({ period }: { period: number | null }) {
  const year = period ?? new Date().getFullYear();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const { blob, fileName } = await downloadPeriodWorkbook(year);
      saveFile(blob, fileName);
    } catch (err) {
      setError(userMessage(err, 'No se pudo descargar el libro del periodo. Intenta nuevamente.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Button
        size="lg"
        variant="light"
        leftSection={<IconFileSpreadsheet size={22} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
        title={`Clases e inscripciones del verano ${year} para Servicios Escolares`}
      >
        Descargar libro del periodo (Excel)
      </Button>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
