import { Anchor, Text } from '@mantine/core';
import { cvLinkHref } from '@portal/domain/rules';

/** The list's CV column: 'Ver CV' only for a safe http(s) address, otherwise the text itself. */
export function CvCell({ cv, applicantName }: { cv: string; applicantName: string }) {
  const href = cvLinkHref(cv);
  if (!href) {
    return (
      <Text fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }} title={cv}>
        {cv}
      </Text>
    );
  }
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      fz="sm"
      fw={600}
      mih={44}
      style={{ display: 'inline-flex', alignItems: 'center' }}
      aria-label={`Ver CV de ${applicantName} (se abre en una pestaña nueva)`}
    >
      Ver CV
    </Anchor>
  );
}
