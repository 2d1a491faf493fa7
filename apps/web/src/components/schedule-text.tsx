import { Stack, Text } from '@mantine/core';
import { formatDuration, groupSchedule, NO_SCHEDULE_TEXT, type ScheduleEntryLike } from '@portal/domain/rules';

/** A class's timetable: days sharing a time range on one line, Monday to Sunday (docs/rules.md VIS-1). */
export function ScheduleText({
  schedules,
  size = 'sm',
}: {
  schedules: readonly ScheduleEntryLike[] | null | undefined;
  size?: string;
}) {
  const groups = groupSchedule(schedules);
  if (groups.length === 0) {
    return (
      <Text fz={size} c="dimmed">
        {NO_SCHEDULE_TEXT}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {groups.map((g) => (
        <Text key={`${g.start}-${g.end}`} fz={size}>
          <Text span fw={600}>
            {g.days.join(', ')}
          </Text>{' '}
          {/* The time range and its duration wrap as one piece, never "(2" / "h)". */}
          <span style={{ whiteSpace: 'nowrap' }}>
            {g.start}–{g.end}
            {g.durationMinutes ? (
              <Text span c="dimmed" fz="xs">
                {' '}
                ({formatDuration(g.durationMinutes)})
              </Text>
            ) : null}
          </span>
        </Text>
      ))}
    </Stack>
  );
}
