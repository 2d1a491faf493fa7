import { Button } from '@mantine/core';
import { STUDENT_ENROLMENT_STATUS } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';
import { ClassCard, classTitle } from '../../../components/class-card/index.ts';
import type { EnrolState } from '../enrol-state.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { EnrolButton } from './enrol-button.tsx';

/**
 * A class of the student browser: the shared card, its availability, details and enrolment. A class that
 * no longer takes students (approved, rejected, active, cancelled) shows no "Disponible" badge next to its
 * status: its enrol button already says "Inscripción cerrada".
 */
export function ClassBrowserCard({ cls, enrol, onOpen }: { cls: ClassItem; enrol: EnrolState; onOpen: () => void }) {
  const name = classTitle(cls);
  return (
    <ClassCard
      data={cls}
      headingLevel={2}
      showFreeShare={cls.status !== STUDENT_ENROLMENT_STATUS}
      actions={
        <>
          <Button
            variant="light"
            onClick={onOpen}
            style={{ flex: '1 1 auto' }}
            aria-label={`Ver detalles de ${name} (clase ${cls.id_class})`}
          >
            Ver detalles
          </Button>
          <EnrolButton state={enrol} subjectName={name} classId={cls.id_class} onEnrol={onOpen} grow />
        </>
      }
    >
      {cls.status === STUDENT_ENROLMENT_STATUS ? (
        <div>
          <AvailabilityBadge enrolled={cls.enrrolled} max={cls.max_students} />
        </div>
      ) : null}
    </ClassCard>
  );
}
