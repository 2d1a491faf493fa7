import { Text } from '@mantine/core';
import { useSubjectInterest } from '../../api/interests.ts';

/** What the proposer of a class reads under its subject: how many marked «Me interesa» in it this summer. */
export function SubjectInterestNote({ subjectId }: { subjectId: number | null }) {
  const interest = useSubjectInterest(subjectId);
  const text = interest.data?.text;
  if (!text) return null;
  return (
    <Text fz="sm" c="teal.9" role="status" data-testid="subject-interest">
      {text}
    </Text>
  );
}
