import { useMemo } from 'react';
import { Paper } from '@mantine/core';
import { fullName, sortByFullName } from '@portal/domain/rules';
import { ClassForm, type ResponsibleCandidate } from '../../../components/class-form/index.ts';
import { useRegisteredStudents } from '../../../api/students.ts';

/**
 * "Crear Clases" (docs/architecture.md, Screens; docs/rules.md CLA-1–CLA-14): the shared class form in admin mode, with the optional responsible
 * student — picked from the registered students, or typed by id.
 */
export function CreateClassSection() {
  const students = useRegisteredStudents();
  const candidates = useMemo<ResponsibleCandidate[] | null>(
    () =>
      students.data
        ? sortByFullName(students.data.map((s) => ({ ...s.user, student: s }))).map(({ student: s }) => ({
            id: s.id_student,
            label: `${fullName(s.user)} · ${s.control_number}`,
            controlNumber: s.control_number,
            phone: s.phone,
            careerId: s.career?.id_career ?? null,
          }))
        : null,
    [students.data],
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <ClassForm mode="admin" headingLevel={2} responsibleCandidates={candidates} />
    </Paper>
  );
}
