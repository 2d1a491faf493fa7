import { useState } from 'react';
import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileOff } from '@tabler/icons-react';
import { cvPreview } from '@portal/domain/rules';

export const PREVIEW_HEIGHT = 400;

/**
 * Viewer pages run their own scripts (as their own origin, never ours); they may open the file in
 * a new tab, but never navigate this page, submit forms or download on their own.
 */
export const PREVIEW_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export const PREVIEW_FAILED_TEXT = 'No se pudo previsualizar el archivo aquí';

function OpenInNewTab({ href, label = 'Abrir el CV en una pestaña nueva' }: { href: string; label?: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
      <Group gap={4} component="span" wrap="nowrap">
        {label}
        <IconExternalLink size={16} aria-hidden />
      </Group>
    </Anchor>
  );
}

function PreviewFailed({ href }: { href: string }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="gray.0">
      <Stack align="center" gap="xs" ta="center">
        <IconFileOff size={32} aria-hidden />
        <Text fw={600}>{PREVIEW_FAILED_TEXT}</Text>
        <OpenInNewTab href={href} />
      </Stack>
    </Paper>
  );
}

/**
 * The applicant's CV on the detail screen: a 400 px preview for the supported providers and
 * images, the fallback with a new-tab link otherwise, and plain text when it is not a safe URL.
 * Only http(s) addresses from `cvPreview` ever reach an href or a src.
 */
export function CvPreview({ cv, applicantName }: { cv: string; applicantName: string }) {
  const preview = cvPreview(cv);
  const [failed, setFailed] = useState(false);

  if (preview.kind === 'text') {
    return (
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{preview.text || 'No especificado'}</Text>
    );
  }
  if (preview.kind === 'link' || failed) return <PreviewFailed href={preview.href} />;

  return (
    <Stack gap="xs">
      {preview.element === 'iframe' ? (
        <Box
          component="iframe"
          src={preview.embedUrl}
          title={`Vista previa del CV de ${applicantName}`}
          sandbox={PREVIEW_SANDBOX}
          referrerPolicy="no-referrer"
          loading="lazy"
          onError={() => setFailed(true)}
          h={PREVIEW_HEIGHT}
          w="100%"
          style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
        />
      ) : (
        <Box
          h={PREVIEW_HEIGHT}
          bg="gray.0"
          style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <img
            src={preview.embedUrl}
            alt={`CV de ${applicantName}`}
            referrerPolicy="no-referrer"
            loading="lazy"
            onError={() => setFailed(true)}
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </Box>
      )}
      <OpenInNewTab href={preview.href} />
    </Stack>
  );
}
