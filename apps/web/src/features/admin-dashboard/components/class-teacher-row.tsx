import { Group, Text } from '@mantine/core';
import { IconChalkboardTeacher } from '@tabler/icons-react';
import { isAssignable } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';

/**
 * The class's teacher on the admin's class cards: "Docente" over the teacher's name, or
 * "Sin docente asignado" for an approved or active class still without one; nothing for the other
 * classes.
 */
export function ClassTeacherRow({ cls }: { cls: ClassItem }) {
  const teacher = cls.teacher ?? null;
  if (!teacher && !isAssignable(cls.status)) return null;
  return (
    <Group gap={10} wrap="nowrap" align="flex-start" data-testid="class-teacher">
      <IconChalkboardTeacher
        size={20}
        aria-hidden
        color="var(--mantine-color-turquesa-8)"
        style={{ flex: 'none', marginTop: 2 }}
      />
      <div style={{ minWidth: 0 }}>
        <Text component="span" display="block" fz="xs" fw={600} tt="uppercase" c="dimmed" lts="0.04em">
          Docente
        </Text>
        <Text
          component="span"
          fz="sm"
          fw={teacher ? 600 : 400}
          c={teacher ? undefined : 'dimmed'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {teacher ? teacher.name : 'Sin docente asignado'}
        </Text>
      </div>
    </Group>
  );
}
