import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { formatPesos, LEDGER_COLUMNS } from '@portal/domain/rules';
import type { Ledger } from '@portal/domain/schemas';
import { downloadLedger } from '../../../api/finance-payments.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';

/** The period's money in one look (the same figures as the XLSX ledger), and the ledger's download. */
export function LedgerSummary({ ledger }: { ledger: Ledger | undefined }) {
  const { busy, error, download } = useFileDownload();
  return (
    <Stack gap="xs" component="section" aria-labelledby="ledger-title">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h3" c="navy.8" id="ledger-title">
          Dinero del verano {ledger?.period ?? ''}
        </Title>
        <Button
          variant="light"
          color="navy"
          mih={44}
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          disabled={!ledger}
          loading={busy !== null}
          onClick={() =>
            ledger &&
            void download(true, () => downloadLedger(ledger.period), 'No se pudo descargar el libro de pagos.')
          }
        >
          Descargar libro (XLSX)
        </Button>
      </Group>
      {error ? (
        <Text c="red.9" fz="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs">
        {LEDGER_COLUMNS.map((c) => (
          <Card key={c.key} withBorder radius="md" padding="xs">
            <Text fz="xs" c="dark.6">
              {c.label}
            </Text>
            <Text fw={700} data-testid={`ledger-${c.key}`}>
              {ledger ? formatPesos(Math.round(ledger.total[c.key] * 100)) : '—'}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
