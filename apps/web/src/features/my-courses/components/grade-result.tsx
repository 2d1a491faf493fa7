import { Link } from 'react-router';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { StudentClass } from '@portal/domain/schemas';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { downloadConstancia } from '../../../api/grades.ts';
import { paths } from '../../../config/paths.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';

/** A finished class's grade and result, with the constancia and its verification (docs/rules.md ACT-6, ACT-7). */
export function GradeResult({ cls, name }: { cls: StudentClass; name: string }) {
  const { busy, error, download } = useFileDownload();
  if (cls.grade === null || cls.grade === undefined) return null;
  const passed = cls.grade >= 70;
  return (
    <Paper withBorder radius="md" p="sm" bg={passed ? 'teal.0' : 'orange.0'} data-testid="course-grade">
      <Stack gap={6}>
        <Text fz="sm">
          Calificación: <strong>{cls.grade}</strong> · <strong>{cls.result}</strong>
        </Text>
        {cls.constanciaFolio ? (
          <Group gap="sm">
            <Button
              variant="light"
              color="navy"
              mih={44}
              leftSection={<IconCertificate size={18} aria-hidden />}
              loading={busy === true}
              aria-label={`Descargar constancia: ${name}`}
              onClick={() =>
                void download(true, () => downloadConstancia(cls.id_class), 'No se pudo descargar la constancia.')
              }
            >
              Descargar constancia
            </Button>
            <Anchor component={Link} to={paths.verification(cls.constanciaFolio)} fz="sm" c="navy.8" fw={600}>
              Verificar constancia
            </Anchor>
          </Group>
        ) : null}
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      </Stack>
    </Paper>
  );
}
