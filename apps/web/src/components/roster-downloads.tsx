import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { downloadRoster, type RosterFile } from '../api/exports.ts';
import { userMessage } from '../lib/api-client.ts';
import { saveFile } from '../lib/save-file.ts';

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
  const [busy, setBusy] = useState<RosterFile | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(file: RosterFile) {
    setBusy(file);
    setError(null);
    try {
      const { blob, fileName } = await downloadRoster(classId, file);
      saveFile(blob, fileName);
    } catch (err) {
      setError(userMessage(err, 'No se pudo descargar el archivo. Intenta nuevamente.'));
    } finally {
      setBusy(null);
    }
  }

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
              onClick={() => void download(file)}
            >
              {label}
            </Button>
          ))}
        </Group>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
