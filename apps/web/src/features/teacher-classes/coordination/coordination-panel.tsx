import { Stack } from '@mantine/core';
import { AttendanceSection } from './attendance-section.tsx';
import { ProgressSection } from './progress-section.tsx';

/** The teacher's part of coordinating a running class: attendance and the weekly progress (loaded with the page's roster). */
export default function CoordinationPanel({ classId }: { classId: number }) {
  return (
    <Stack gap="lg">
      <AttendanceSection classId={classId} />
      <ProgressSection classId={classId} />
    </Stack>
  );
}
