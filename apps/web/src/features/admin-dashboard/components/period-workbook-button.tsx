import { Button, Stack } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { downloadPeriodWorkbook } from '../../../api/exports.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';

/**
 * "Descargar libro del periodo (Excel)": the registrar's workbook of one summer (classes with cost,
 * counts, quorum and payments; every enrolment), for the year chosen above, or this year when
 * every year is shown.
 */
export function PeriodWorkbookButton({ period }: { period: number | null }) {
  const year = period ?? new Date().getFullYear();
  const { busy, error, download } = useFileDownload();

  return (
    <Stack gap="xs">
      <Button
        size="lg"
        variant="light"
        leftSection={<IconFileSpreadsheet size={22} aria-hidden />}
        loading={busy !== null}
        onClick={() =>
          void download(
            true,
            () => downloadPeriodWorkbook(year),
            'No se pudo descargar el libro del periodo. Intenta nuevamente.',
          )
        }
        title={`Clases e inscripciones del verano ${year} para Servicios Escolares`}
      >
        Descargar libro del periodo (Excel)
      </Button>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </Stack>
  );
}
