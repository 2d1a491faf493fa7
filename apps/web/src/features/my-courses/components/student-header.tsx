import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconId, IconMail, IconSchool } from '@tabler/icons-react';
import { fullName } from '@portal/domain/rules';
import type { StudentUser } from '../../../lib/auth/types.ts';
import classes from './student-header.module.css';

/** The header's card: the "Mis Cursos" kicker, the name (the page's h1) and a row of chips. */
function HeaderCard({ title, chips }: { title: ReactNode; chips: ReactNode }) {
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.header}>
      <Stack gap="sm">
        <Text fz="sm" fw={600} className={classes.kicker}>
          Mis Cursos
        </Text>
        {title}
        <Group gap="xs">{chips}</Group>
      </Stack>
    </Paper>
  );
}

const nameTitle = (name: string) => (
  <Title order={1} size="h2" className={classes.name}>
    {name}
  </Title>
);

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
    <HeaderCard
      title={nameTitle(fullName(user) || user.email)}
      chips={
        <>
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
        </>
      }
    />
  );
}

/**
 * The header while who is signed in is checked (docs/decisions/013-signed-in-first-paint.md): the name the
 * stored sign-in carries, when there is one, and placeholders where the name and the student's record will
 * be, so the card keeps its place when the profile answers. Nothing in it comes from the server. Without a
 * name (the build's shell) the heading is marked `data-stored-name`: the shell's own script (src/stored-name.ts)
 * writes the stored name there before the first paint.
 */
export function PendingStudentHeader({ name }: { name: string | null }) {
  return (
    <HeaderCard
      title={
        name ? (
          nameTitle(name)
        ) : (
          <Title order={1} size="h2" className={classes.name} data-stored-name="">
            <span className={`${classes.placeholder} ${classes.namePlaceholder}`} aria-hidden />
          </Title>
        )
      }
      chips={<span className={`${classes.placeholder} ${classes.chipPlaceholder}`} aria-hidden />}
    />
  );
}
