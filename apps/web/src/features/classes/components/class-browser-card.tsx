import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ClassItem } from '@portal/domain/schemas';
import { ClassCard, classTitle } from '../../../components/class-card/index.ts';
import type { EnrolState, WaitlistOption } from '../enrol-state.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { EnrolButton } from './enrol-button.tsx';
import { WaitlistButton } from './waitlist-button.tsx';

/**
 * A class of the student browser: the shared card, its availability badge (the free share is shown
 * there, not again beside the seats), details and enrolment.
 */
export function ClassBrowserCard({
  cls,
  enrol,
  onOpen,
  onEnrol,
  waitlist = null,
  waitlistBusy = false,
  onWaitlist,
}: {
  cls: ClassItem;
  enrol: EnrolState;
  /** "Ver detalles": the class's details, with enrolment one step further. */
  onOpen: () => void;
  /** "Inscribirme": the details with the confirmation already asked. */
  onEnrol: () => void;
  /** Join or leave the class's waitlist, when it applies. */
  waitlist?: WaitlistOption | null;
  waitlistBusy?: boolean;
  onWaitlist?: () => void;
}) {
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
          <EnrolButton state={enrol} subjectName={name} classId={cls.id_class} onEnrol={onEnrol} grow />
        </>
      }
    >
      <div>
        <AvailabilityBadge
          enrolled={cls.enrrolled}
          held={cls.held_seats ?? 0}
          max={cls.max_students}
          status={cls.status}
        />
      </div>
      {/* What the student must do something about is said on the card, not only in the button's tip. */}
      {(enrol.block === 'clash' ||
        enrol.block === 'window' ||
        enrol.block === 'hold' ||
        enrol.block === 'otherCareer') &&
      enrol.reason ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-red-9)" style={{ flexShrink: 0 }} />
          <Text fz="sm" c="red.9" fw={600}>
            {enrol.reason}
          </Text>
        </Group>
      ) : null}
      {waitlist && onWaitlist ? (
        <WaitlistButton
          option={waitlist}
          subjectName={name}
          classId={cls.id_class}
          busy={waitlistBusy}
          onAction={onWaitlist}
        />
      ) : null}
    </ClassCard>
  );
}
