import { Button } from '@mantine/core';
import type { ClassItem } from '@portal/domain/schemas';
import { ClassCard, classTitle } from '../../../components/class-card/index.ts';
import type { EnrolState } from '../enrol-state.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { EnrolButton } from './enrol-button.tsx';

/**
 * A class of the student browser: the shared card, its availability badge (the free share is shown
 * there, not again beside the seats), details and enrolment.
 */
export function ClassBrowserCard({ cls, enrol, onOpen }: { cls: ClassItem; enrol: EnrolState; onOpen: () => void }) {
  const name = classTitle(cls);
  return (
    <ClassCard
      data={cls}
      headingLevel={2}
      showFreeShare={false}
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
      <div>
        <AvailabilityBadge enrolled={cls.enrrolled} max={cls.max_students} status={cls.status} />
      </div>
    </ClassCard>
  );
}
