import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconHourglass, IconStar, IconUsersGroup } from '@tabler/icons-react';
import { canWithdraw, roomLabel, WAITLIST_PROMOTED_TEXT } from '@portal/domain/rules';
import type { StudentClass } from '@portal/domain/schemas';
import { ClassCard, classTitle } from '../../../components/class-card/index.ts';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { approvalNote, releaseInfo } from '../course-view.ts';
import { WithdrawButton } from './withdraw-button.tsx';

// A grade shows only once the acta is closed: its box (constancia download, verification) loads then, not with
// every student's first visit.
const GradeResult = lazy(() => import('./grade-result.tsx').then((m) => ({ default: m.GradeResult })));

// The teacher evaluation matters only in a running or finished class with a teacher: it loads there.
const TeacherEvaluation = lazy(() => import('./teacher-evaluation.tsx'));

/** One of the student's classes (docs/architecture.md, Screens): the shared card plus what only a member sees. */
export function CourseCard({ cls }: { cls: StudentClass }) {
  const released = releaseInfo(cls);
  const note = approvalNote(cls);
  const name = classTitle(cls);
  return (
    <ClassCard
      data={cls}
      headingLevel={3}
      actions={
        <>
          <Button
            component={Link}
            to={paths.classmates(cls.id_class)}
            variant="light"
            leftSection={<IconUsersGroup size={18} aria-hidden />}
            aria-label={`Ver Compañeros de Clase: ${name} (clase ${cls.id_class})`}
            style={{ flex: '1 1 auto' }}
          >
            Ver Compañeros de Clase
          </Button>
          {canWithdraw(cls.status) ? <WithdrawButton classId={cls.id_class} name={name} /> : null}
        </>
      }
    >
      <Group gap="xs">
        <Text fz="sm" c="dimmed">
          Clase #{cls.id_class} · Cupo máximo: {cls.max_students}
        </Text>
        {cls.group_leader ? (
          <ToneBadge tone="turquesa" leftSection={<IconStar size={14} aria-hidden />} tt="none">
            Eres el jefe de grupo
          </ToneBadge>
        ) : null}
        {cls.promoted_from_waitlist ? (
          <ToneBadge tone="teal" leftSection={<IconHourglass size={14} aria-hidden />} tt="none">
            {WAITLIST_PROMOTED_TEXT}
          </ToneBadge>
        ) : null}
      </Group>
      {cls.grade === null || cls.grade === undefined ? null : (
        <Suspense fallback={null}>
          <GradeResult cls={cls} name={name} />
        </Suspense>
      )}
      {cls.teacher && (cls.status === 'active' || cls.status === 'finished') ? (
        <Suspense fallback={null}>
          <TeacherEvaluation classId={cls.id_class} name={name} />
        </Suspense>
      ) : null}
      {cls.room || cls.teacher ? (
        // Where and with whom the class is held, once the coordination assigns them.
        <Text fz="sm" data-testid="course-place">
          {cls.room ? `Salón: ${roomLabel(cls.room.name, cls.room.building)}` : null}
          {cls.room && cls.teacher ? ' · ' : null}
          {cls.teacher ? `Docente: ${cls.teacher.name}` : null}
        </Text>
      ) : null}
      {cls.description ? (
        <div>
          <Text fz="xs" fw={600} tt="uppercase" c="dimmed" lts="0.04em">
            Motivo
          </Text>
          <Text fz="sm" lineClamp={3}>
            {cls.description}
          </Text>
        </div>
      ) : null}
      {released ? (
        <Alert
          color="red"
          variant="light"
          p="sm"
          title={`${released.label}${released.date ? ` el ${released.date}` : ''}`}
        >
          <Text fz="sm">
            {released.reason ? `Motivo: ${released.reason}` : 'Sin motivo registrado.'} Esta clase ya no cuenta en tus
            inscripciones.
          </Text>
        </Alert>
      ) : null}
      {note ? (
        <Alert
          color="teal"
          variant="light"
          p="sm"
          title="Nota de la aprobación"
          // The portal's accessible teal (ToneBadge's): Mantine's teal title on its light teal is 4.3:1.
          styles={{ title: { color: '#0b5e45' } }}
        >
          <Text fz="sm">{note}</Text>
        </Alert>
      ) : null}
      {cls.whatsapp_link ? (
        <Anchor
          href={cls.whatsapp_link}
          target="_blank"
          rel="noopener noreferrer"
          fz="sm"
          fw={600}
          c="teal.9"
          mih={44}
          style={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start' }}
          aria-label={`Grupo de WhatsApp de ${name} (se abre en otra pestaña)`}
        >
          <Group gap={6} component="span" wrap="nowrap">
            <IconBrandWhatsapp size={18} aria-hidden /> Grupo de WhatsApp
          </Group>
        </Anchor>
      ) : null}
    </ClassCard>
  );
}
