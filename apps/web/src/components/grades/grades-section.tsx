import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { GRADE_MESSAGES, gradeResultLabel, parseGradeInput } from '@portal/domain/rules';
import type { GradeRow, GradeSheet } from '@portal/domain/schemas';
import { Dialog } from '../dialog.tsx';
import { ErrorAlert } from '../error-alert.tsx';
import { ErrorState, LoadingState } from '../page-states.tsx';
import { usePopup } from '../popup/popup-context.ts';
import { failurePopup } from '../popup/failure-popup.ts';
import { downloadActa, gradeKeys, saveGrades, useCloseActa, useGradeSheet, type ActaFile } from '../../api/grades.ts';
import { ApiError, userMessage } from '../../lib/api-client.ts';
import { useFileDownload } from '../../lib/use-file-download.ts';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { draftsBody, readDrafts, rowKey, writeDrafts, type Drafts } from './grade-drafts.ts';
import { ReopenActa } from './reopen-acta.tsx';

type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'failed';

const SAVE_TEXT: Record<SaveState, string> = {
  idle: '',
  saving: 'Guardando…',
  saved: 'Calificaciones guardadas.',
  offline: 'Sin conexión: las calificaciones quedan en este equipo y se guardarán al reconectar.',
  failed: '',
};

/**
 * The grade column of a class (docs/rules.md ACT): one field per student, Tab or Enter to the next one;
 * each valid grade is kept in this browser at once and sent to the server (drafts), so nothing is lost on a
 * reload or a dropped connection. «Cerrar acta» asks first, then locks the grades; an administrator's screen
 * (`canReopen`) may reopen it with a reason. Shared by the teacher's roster and the administration's.
 */
export function GradesSection({ classId, canReopen = false }: { classId: number; canReopen?: boolean }) {
  const sheet = useGradeSheet(classId);
  if (sheet.error) {
    return (
      <ErrorState
        title="No se pudieron cargar las calificaciones"
        message={userMessage(sheet.error, 'Intenta nuevamente.')}
      />
    );
  }
  if (!sheet.data) return <LoadingState label="Cargando calificaciones..." />;
  return <GradeTable classId={classId} sheet={sheet.data} canReopen={canReopen} />;
}

function GradeTable({ classId, sheet, canReopen }: { classId: number; sheet: GradeSheet; canReopen: boolean }) {
  const client = useQueryClient();
  const popup = usePopup();
  const closing = useCloseActa(classId);
  const once = useOneAtATime();
  const [confirming, setConfirming] = useState(false);
  const [drafts, setDrafts] = useState<Drafts>(() => readDrafts(classId));
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [save, setSave] = useState<{ state: SaveState; message?: string }>({ state: 'idle' });
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const sending = useRef(false);
  const closed = sheet.acta_closed_at !== null || sheet.status === 'finished';
  const started = sheet.status === 'active';

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      // Until nothing is pending: a grade typed while a save is in flight goes in the next round.
      for (let pending = readDrafts(classId); Object.keys(pending).length > 0; pending = readDrafts(classId)) {
        setSave({ state: 'saving' });
        try {
          const answer = await saveGrades(classId, draftsBody(pending));
          client.setQueryData(gradeKeys.sheet(classId), answer);
          const now = readDrafts(classId);
          for (const [k, v] of Object.entries(pending)) if (now[k] === v) delete now[k];
          writeDrafts(classId, now);
          setDrafts(now);
          setSave({ state: 'saved' });
        } catch (err) {
          const offline = !(err instanceof ApiError) || err.isNetworkError || err.status >= 500;
          if (!offline) {
            // The server refused them (acta closed, class not started): they cannot be kept.
            writeDrafts(classId, {});
            setDrafts({});
            void client.invalidateQueries({ queryKey: gradeKeys.sheet(classId) });
          }
          setSave(
            offline ? { state: 'offline' } : { state: 'failed', message: userMessage(err, 'No se pudieron guardar.') },
          );
          return;
        }
      }
    } finally {
      sending.current = false;
    }
  }, [classId, client]);

  // Drafts left from a reload or a lost connection go out when the page opens and when the connection is back.
  useEffect(() => {
    if (!started || closed) return;
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush, started, closed]);

  const valueOf = (row: GradeRow): string => {
    const k = rowKey(row);
    if (k in texts) return texts[k]!;
    if (k in drafts) return drafts[k] === null ? '' : String(drafts[k]);
    return row.grade === null ? '' : String(row.grade);
  };

  const change = (row: GradeRow, text: string) => {
    const k = rowKey(row);
    setTexts((t) => ({ ...t, [k]: text }));
    const parsed = parseGradeInput(text);
    const next = { ...readDrafts(classId) };
    // A field left invalid sends nothing, not the valid number typed on the way to it ("10" of "101").
    if ('problem' in parsed) delete next[k];
    else next[k] = parsed.grade;
    writeDrafts(classId, next);
    setDrafts(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void flush();
    const next = inputs.current[event.shiftKey ? index - 1 : index + 1];
    next?.focus();
  };

  const close = () =>
    once(() =>
      flush().then(() =>
        closing.mutateAsync().then(
          () => {
            setConfirming(false);
            popup.show({ type: 'success', title: 'Acta cerrada', message: 'Las calificaciones quedaron cerradas.' });
          },
          (err: unknown) => {
            setConfirming(false);
            popup.show(failurePopup('No se pudo cerrar el acta', err, 'Intenta nuevamente.'));
          },
        ),
      ),
    );

  const missing = sheet.rows.filter((r) => {
    const parsed = parseGradeInput(valueOf(r));
    return !('grade' in parsed) || parsed.grade === null;
  }).length;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="calificaciones">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" c="navy.8" id="calificaciones">
            Calificaciones
          </Title>
          <Text fz="sm" c="dimmed">
            {closed
              ? GRADE_MESSAGES.actaClosed
              : started
                ? 'Escribe cada calificación (0 a 100; 70 o más acredita). Enter o Tab pasan a la siguiente; se guardan al escribirlas.'
                : 'Las calificaciones se capturan cuando la clase inicia.'}
          </Text>
        </div>
        {sheet.rows.length === 0 ? (
          <Text>Esta clase todavía no tiene estudiantes.</Text>
        ) : (
          <Table verticalSpacing="xs" aria-label="Calificaciones de la clase">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Estudiante</Table.Th>
                <Table.Th scope="col">Calificación</Table.Th>
                <Table.Th scope="col">Resultado</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sheet.rows.map((row, index) => {
                const text = valueOf(row);
                const parsed = parseGradeInput(text);
                const problem = 'problem' in parsed ? parsed.problem : null;
                const grade = 'grade' in parsed ? parsed.grade : null;
                return (
                  <Table.Tr key={rowKey(row)}>
                    <Table.Td>
                      <Text fz="sm" fw={600} id={`grade-name-${rowKey(row)}`} style={{ overflowWrap: 'anywhere' }}>
                        {row.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {row.control_number}
                        {row.kind === 'mobility' ? ' · Movilidad' : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {started && !closed ? (
                        <TextInput
                          ref={(el) => {
                            inputs.current[index] = el;
                          }}
                          aria-label={`Calificación de ${row.name}`}
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={3}
                          w={76}
                          value={text}
                          error={problem}
                          onChange={(e) => change(row, e.currentTarget.value)}
                          onBlur={() => void flush()}
                          onKeyDown={(e) => onKeyDown(e, index)}
                        />
                      ) : (
                        <Text fz="sm">{row.grade ?? '—'}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{grade === null || grade === undefined ? '—' : gradeResultLabel(grade)}</Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        <Text fz="sm" role="status" aria-live="polite" c={save.state === 'offline' ? 'orange.9' : 'dimmed'}>
          {SAVE_TEXT[save.state]}
        </Text>
        {save.state === 'failed' && save.message ? <ErrorAlert>{save.message}</ErrorAlert> : null}
        {started && !closed ? (
          <Group>
            <Button color="navy" mih={44} onClick={() => setConfirming(true)}>
              Cerrar acta
            </Button>
          </Group>
        ) : null}
        {closed ? <ActaDownloads classId={classId} /> : null}
        {closed && canReopen ? <ReopenActa classId={classId} /> : null}
      </Stack>
      <Dialog
        opened={confirming}
        onClose={() => (closing.isPending ? undefined : setConfirming(false))}
        title="Cerrar acta"
      >
        <Stack gap="md">
          {missing > 0 ? (
            <Text fw={700} c="orange.9">
              {missing === 1 ? 'Falta 1 calificación.' : `Faltan ${missing} calificaciones.`}
            </Text>
          ) : null}
          <Text>
            Las calificaciones quedarán cerradas, la clase pasará a «Finalizada» y cada estudiante recibirá su
            calificación y su constancia. Solo un administrador puede reabrir el acta.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={closing.isPending} data-autofocus>
              Volver
            </Button>
            <Button color="navy" onClick={close} loading={closing.isPending}>
              Cerrar acta
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Paper>
  );
}

const FILES = [
  { file: 'acta.pdf', label: 'Acta en PDF', icon: IconFileTypePdf },
  { file: 'acta.xlsx', label: 'Acta en Excel', icon: IconFileSpreadsheet },
] as const;

function ActaDownloads({ classId }: { classId: number }) {
  const { busy, error, download } = useFileDownload<ActaFile>();
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {FILES.map(({ file, label, icon: Icon }) => (
          <Button
            key={file}
            variant="light"
            color="navy"
            mih={44}
            leftSection={<Icon size={18} aria-hidden />}
            loading={busy === file}
            disabled={busy !== null && busy !== file}
            onClick={() =>
              void download(
                file,
                () => downloadActa(classId, file),
                'No se pudo descargar el acta. Intenta nuevamente.',
              )
            }
          >
            {label}
          </Button>
        ))}
      </Group>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </Stack>
  );
}
