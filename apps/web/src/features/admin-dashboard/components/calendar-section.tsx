import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Timeline } from '@mantine/core';
import { IconCalendarPlus, IconPencil } from '@tabler/icons-react';
import {
  DEFAULT_PERIOD_SIZES,
  nextPeriodDates,
  PERIOD_DATE_FIELDS,
  PERIOD_FIELD_LABELS,
  weekdayDayMonth,
  type Period,
} from '@portal/domain/rules';
import type { PeriodView } from '@portal/domain/schemas';
import { currentOf, usePeriods } from '../../../api/periods.ts';
import { useSavePeriod } from '../../../api/period-admin.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingState } from '../../../components/page-states.tsx';
import { PeriodForm } from './calendar/period-form.tsx';
import table from '../../../components/table-scroll.module.css';
import hidden from '../../../components/visually-hidden.module.css';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

const fieldsOf = (p: PeriodView): Period => {
  const { year, paymentDays, minStudents, maxStudents, mobilitySeats } = p;
  const dates = Object.fromEntries(PERIOD_DATE_FIELDS.map((f) => [f, p[f]])) as Pick<
    Period,
    (typeof PERIOD_DATE_FIELDS)[number]
  >;
  return { year, paymentDays, minStudents, maxStudents, mobilitySeats, ...dates };
};

/** Next summer from the last one: the same weekdays a year later, the same sizes. */
function nextOf(periods: PeriodView[], today: string): Period {
  const last = periods.at(-1);
  if (!last) {
    const year = Number(today.slice(0, 4)) + (today.slice(5) > '08-31' ? 1 : 0);
    const usual = {
      proposalsOpen: '04-15',
      proposalsClose: '05-29',
      enrolmentOpen: '05-04',
      enrolmentClose: '06-12',
      publication: '06-19',
      classesStart: '07-06',
      classesEnd: '08-14',
      gradesDue: '08-21',
    };
    const dates = Object.fromEntries(Object.entries(usual).map(([k, md]) => [k, `${year}-${md}`])) as Pick<
      Period,
      (typeof PERIOD_DATE_FIELDS)[number]
    >;
    return { year, ...DEFAULT_PERIOD_SIZES, ...dates };
  }
  return { ...fieldsOf(last), ...nextPeriodDates(last), year: last.year + 1 };
}

const short = (day: string) => weekdayDayMonth(day);
const cap = (label: string) => label.replace(/^(El|La|Los|Las) /, '').replace(/^./, (c) => c.toUpperCase());

/** The current summer's milestones in date order, today placed among them. */
function PeriodTimeline({ period }: { period: PeriodView }) {
  const milestones = [...PERIOD_DATE_FIELDS].sort((a, b) =>
    period[a] < period[b] ? -1 : period[a] > period[b] ? 1 : 0,
  );
  const reached = milestones.filter((f) => period[f] <= period.today).length;
  const items = milestones.map((f) => (
    <Timeline.Item key={f} title={cap(PERIOD_FIELD_LABELS[f])}>
      <Text fz="sm" c="dimmed">
        {short(period[f])}
      </Text>
    </Timeline.Item>
  ));
  items.splice(
    reached,
    0,
    <Timeline.Item
      key="today"
      title={<Badge color="teal.9" variant="filled">{`Hoy: ${short(period.today)}`}</Badge>}
    />,
  );
  return (
    <Timeline active={reached} bulletSize={16} lineWidth={2} aria-label={`Calendario de ${period.name}`}>
      {items}
    </Timeline>
  );
}

/** «Calendario»: every summer's dates with its phase today; create the next one, edit any. */
export function CalendarSection() {
  const periods = usePeriods();
  const save = useSavePeriod();
  // A double tap or Enter pressed twice sends one request.
  const saveOnce = useMutateOnce(save);
  const [editing, setEditing] = useState<{ period: Period; isNew: boolean } | null>(null);

  if (periods.isPending) return <LoadingState label="Cargando el calendario..." />;
  if (periods.isError) return <ErrorAlert>{userMessage(periods.error, 'No se pudo cargar el calendario.')}</ErrorAlert>;
  const data = periods.data;
  const current = currentOf(data);

  const open = (period: Period, isNew: boolean) => {
    save.reset();
    setEditing({ period, isNew });
  };
  const submit = (values: Period) => {
    if (!editing) return;
    const { year, ...body } = values;
    saveOnce({ year, body, isNew: editing.isNew }, { onSuccess: () => setEditing(null) });
  };

  return (
    <Stack gap="lg">
      {editing ? (
        <SectionCard
          titleId="calendar-form"
          title={editing.isNew ? 'Nuevo periodo' : `Editar Verano ${editing.period.year}`}
        >
          <PeriodForm
            key={`${editing.period.year}-${editing.isNew}`}
            initial={editing.period}
            isNew={editing.isNew}
            submitting={save.isPending}
            serverError={save.isError ? userMessage(save.error, 'No se pudo guardar el periodo.') : null}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        </SectionCard>
      ) : (
        <Group>
          <Button
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            onClick={() => open(nextOf(data.periods, data.today), true)}
          >
            Nuevo periodo
          </Button>
        </Group>
      )}
      {current ? (
        <SectionCard
          titleId="calendar-current"
          title={`${current.name}: ${current.phaseLabel}`}
          description={current.headline}
        >
          <PeriodTimeline period={current} />
        </SectionCard>
      ) : null}
      <SectionCard titleId="calendar-periods" title="Periodos">
        <div className={table.scroll} role="region" aria-label="Tabla de periodos" tabIndex={0}>
          <Table striped highlightOnHover miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Periodo</Table.Th>
                <Table.Th scope="col">Fase</Table.Th>
                <Table.Th scope="col">Propuestas</Table.Th>
                <Table.Th scope="col">Inscripciones</Table.Th>
                <Table.Th scope="col">Clases</Table.Th>
                <Table.Th scope="col">Calificaciones</Table.Th>
                <Table.Th scope="col">
                  <span className={hidden.visuallyHidden}>Acciones</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...data.periods].reverse().map((p) => (
                <Table.Tr key={p.year}>
                  <Table.Th scope="row">{p.name}</Table.Th>
                  <Table.Td>
                    <Badge
                      variant="filled"
                      color={p.past ? 'gray.7' : p.open.enrolment || p.open.proposals ? 'teal.9' : 'navy.8'}
                    >
                      {p.phaseLabel}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{`${p.proposalsOpen} – ${p.proposalsClose}`}</Table.Td>
                  <Table.Td>{`${p.enrolmentOpen} – ${p.enrolmentClose}`}</Table.Td>
                  <Table.Td>{`${p.classesStart} – ${p.classesEnd}`}</Table.Td>
                  <Table.Td>{p.gradesDue}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={`Editar ${p.name}`}
                      onClick={() => open(fieldsOf(p), false)}
                    >
                      Editar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </SectionCard>
    </Stack>
  );
}
