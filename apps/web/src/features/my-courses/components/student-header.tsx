import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconId, IconMail, IconSchool } from '@tabler/icons-react';
import { fullName } from '@portal/domain/rules';
import type { StudentUser } from '../../../lib/auth/types.ts';
import classes from './student-header.module.css';

/** Who is looking: full name, control number and career — or the email when there is no student record. */
export function StudentHeader({
  user,
  enrolments,
  max,
}: {
  user: StudentUser;
  enrolments: number | null;
  max: number;
}) {
  const s = user.studentData;
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.header}>
      <Stack gap="sm">
        <Text fz="sm" fw={600} className={classes.kicker}>
          Mis Cursos
        </Text>
        <Title order={1} size="h2" className={classes.name}>
          {fullName(user) || user.email}
        </Title>
        <Group gap="xs">
          {s ? (
            <>
              <Badge
                size="lg"
                radius="sm"
                classNames={{ root: classes.chip, label: classes.chipLabel }}
                leftSection={<IconId size={16} aria-hidden />}
              >
                No. de control: {s.control_number || 'No disponible'}
              </Badge>
              <Badge
                size="lg"
                radius="sm"
                classNames={{ root: classes.chip, label: classes.chipLabel }}
                leftSection={<IconSchool size={16} aria-hidden />}
              >
                {s.career || 'Carrera no disponible'}
              </Badge>
            </>
          ) : (
            <Badge
              size="lg"
              radius="sm"
              classNames={{ root: classes.chip, label: classes.chipLabel }}
              leftSection={<IconMail size={16} aria-hidden />}
            >
              {user.email}
            </Badge>
          )}
          {enrolments !== null ? (
            <Badge size="lg" radius="sm" className={classes.count}>
              Inscripciones: {enrolments} de {max}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
