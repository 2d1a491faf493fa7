import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { downloadRoster, type RosterFile } from '../api/exports.ts';
import { useFileDownload } from '../lib/use-file-download.ts';
import { ErrorAlert } from './error-alert.tsx';

const FILES = [
  { file: 'roster.xlsx', label: 'Lista en Excel', icon: IconFileSpreadsheet },
  { file: 'roster.csv', label: 'Lista en CSV', icon: IconFileText },
  { file: 'attendance.pdf', label: 'Lista de asistencia (PDF)', icon: IconFileTypePdf },
] as const;

/**
 * The downloads of a class's roster (Excel, CSV, the PDF attendance list), fetched with the
 * caller's token and saved as files; the server decides who may have them.
 */
export function RosterDownloads({ classId, description }: { classId: number; description: string }) {
  const { busy, error, download } = useFileDownload<RosterFile>();
  const downloadFile = (file: RosterFile) =>
    download(file, () => downloadRoster(classId, file), 'No se pudo descargar el archivo. Intenta nuevamente.');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`descargas-${classId}`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" c="navy.8" id={`descargas-${classId}`}>
            Descargar lista
          </Title>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <Group gap="sm">
          {FILES.map(({ file, label, icon: Icon }) => (
            <Button
              key={file}
              variant="light"
              color="navy"
              mih={44}
              leftSection={<Icon size={18} aria-hidden />}
              loading={busy === file}
              disabled={busy !== null && busy !== file}
              onClick={() => void downloadFile(file)}
            >
              {label}
            </Button>
          ))}
        </Group>
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      </Stack>
    </Paper>
  );
}
