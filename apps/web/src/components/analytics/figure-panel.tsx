import type { ReactNode } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { exportFileName, toCsv } from '@portal/domain/rules';
import { SectionCard } from '../section-card.tsx';
import table from '../table-scroll.module.css';
import { saveFile } from '../../lib/save-file.ts';
import { cellText, type FigureTable } from './analytics-tables.ts';

/**
 * One chart of the analytics screen: its title, the chart (a picture for sight; its figures are in the table),
 * the table with every figure the chart draws (scrolls sideways on a phone) and its CSV download.
 */
export function FigurePanel({ figure, year, chart }: { figure: FigureTable; year: number; chart: ReactNode }) {
  const titleId = `figura-${figure.id}`;
  const download = () => {
    // A byte order mark so a spreadsheet reads the accents as UTF-8.
    const csv = `\uFEFF${toCsv(figure.columns, figure.rows)}`;
    saveFile(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      exportFileName(['analitica', figure.id, year], 'csv'),
    );
  };
  return (
    <SectionCard titleId={titleId} title={figure.title} description={figure.description}>
      <div role="img" aria-label={`${figure.title}. Las cifras están en la tabla que sigue.`}>
        {chart}
      </div>
      <Stack gap="xs">
        <div className={table.scroll} role="region" aria-label={`Tabla: ${figure.title}`} tabIndex={0}>
          <Table striped fz="sm" data-figure={figure.id} miw={Math.min(figure.columns.length * 110, 900)}>
            <Table.Thead>
              <Table.Tr>
                {figure.columns.map((c) => (
                  <Table.Th key={c} scope="col">
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figure.rows.map((r, i) => (
                <Table.Tr key={i}>
                  {r.map((v, j) =>
                    j === 0 ? (
                      <Table.Th key={j} scope="row" fw={500}>
                        {cellText(v)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={j} ta={typeof v === 'number' ? 'right' : undefined}>
                        {cellText(v, figure.money && j > 0)}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        {figure.rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Sin datos para estos veranos.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={download}
            aria-label={`Descargar CSV: ${figure.title}`}
          >
            Descargar CSV
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
