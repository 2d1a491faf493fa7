import type { ClassItem } from '@portal/domain/schemas';
import type { EnrolmentKind } from '@portal/domain/rules';
import { classTitle } from '../../../components/class-card/index.ts';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { useEnrol } from '../../../api/enrolments.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import type { StudentData } from '../../../lib/auth/types.ts';
import type { EnrolState } from '../enrol-state.ts';
import { ClassDetailModal } from './class-detail-modal.tsx';

/**
 * The details dialog of /classes with its enrolment: the request, its one-at-a-time guard and the popups
 * that answer it. Loaded with the dialog, when a class is first opened, so the list's first view does not
 * carry it.
 */
export function ClassEnrolDialog({
  cls,
  enrol,
  enrolmentsLeft,
  confirming,
  student,
  onStartEnrol,
  onClose,
}: {
  cls: ClassItem | null;
  enrol: EnrolState | null;
  enrolmentsLeft: number;
  confirming: boolean;
  student: StudentData | null;
  onStartEnrol: () => void;
  onClose: () => void;
}) {
  const popup = usePopup();
  const enrolment = useEnrol();
  const once = useOneAtATime();

  const confirmEnrolment = (kind: EnrolmentKind) => {
    if (!cls || !student) return;
    const name = classTitle(cls);
    const body = {
      classId: cls.id_class,
      kind,
      student: { studentId: student.id_student, controlNumber: student.control_number, studentPhone: student.phone },
    };
    once(() =>
      enrolment.mutateAsync(body).then(
        (result) => {
          onClose();
          popup.show({
            type: 'success',
            title: '¡Inscripción exitosa!',
            message: result.group_leader
              ? `Te inscribiste en ${name}. Eres el primer inscrito, así que ahora eres su jefe de grupo.`
              : `Te inscribiste en ${name}. La encontrarás en Mis Cursos.`,
          });
        },
        (err: unknown) => {
          onClose();
          // Already in (a second tab, a repeat that crossed the first): the place is theirs, as they asked.
          if (hasErrorCode(err, 'ALREADY_ENROLLED')) {
            popup.show({
              type: 'success',
              title: '¡Inscripción exitosa!',
              message: `Ya estás inscrito en ${name}. La encontrarás en Mis Cursos.`,
            });
            return;
          }
          popup.show(failurePopup('Error en la inscripción', err, 'No se pudo completar la inscripción.'));
        },
      ),
    );
  };

  return (
    <ClassDetailModal
      cls={cls}
      enrol={enrol}
      enrolmentsLeft={enrolmentsLeft}
      pending={enrolment.isPending}
      confirming={confirming}
      onStartEnrol={onStartEnrol}
      onConfirm={confirmEnrolment}
      onClose={onClose}
    />
  );
}
