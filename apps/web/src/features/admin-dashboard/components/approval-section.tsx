import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE_MS, PAGE_SIZES } from '@portal/domain/constants';
import { canReview, hasQuorum, type ClassStatus, type ReviewTarget } from '@portal/domain/rules';
import type { ClassItem, ClassSort } from '@portal/domain/schemas';
import { classTitle } from '../../../components/class-card/index.ts';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { ResultCount } from '../../../components/result-count.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { useAdminClasses, useReviewClass } from '../../../api/class-admin.ts';
import { sortParam } from '../class-sort.ts';
import { useClassView } from '../use-class-view.ts';
import { REVIEW_TEXTS } from '../texts.ts';
import { ClassGridResults } from './class-grid-results.tsx';
import { PageStepper } from './page-stepper.tsx';
import { ReviewModal } from './review-modal.tsx';
import { keepPageInRange } from '../page-range.ts';
import { StatusFilter, type StatusOption } from './status-filter.tsx';
import { ViewToggle } from './view-toggle.tsx';
import { PeriodSelect, usePastPeriod, usePeriodChoice } from './period-select.tsx';
import { PastSummerNote } from './past-summer-note.tsx';
import { BulkApproval } from './bulk-approval.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

const STATUS_OPTIONS: StatusOption[] = [
  { value: 'pendiente', label: 'Pendientes' },
  { value: 'aprobado', label: 'Aprobadas' },
  { value: 'rechazado', label: 'Rechazadas' },
  { value: 'active', label: 'Activas' },
  { value: 'cancelled', label: 'Canceladas' },
  { value: null, label: 'Todas' },
];

const EMPTY_TEXT: Record<string, string> = {
  pendiente: 'No hay clases pendientes de revisión.',
  aprobado: 'No hay clases aprobadas.',
  rechazado: 'No hay clases rechazadas.',
  active: 'No hay clases activas.',
  cancelled: 'No hay clases canceladas.',
  all: 'No hay clases registradas.',
};

/**
 * "Aprobar Clases" (docs/architecture.md, Screens): status buttons (default Pendientes), year, search by subject key or
 * name — all filtered by the server —, 6 cards per page and the review modal. The admin may switch
 * to the sortable table (25 per page, same filters), and the choice is remembered.
 */
export function ApprovalSection() {
  const popup = usePopup();
  const [status, setStatus] = useState<ClassStatus | null>('pendiente');
  const { period, setPeriod, ready } = usePeriodChoice();
  // A summer that ended is looked at, not decided on (the server refuses with PERIOD_CLOSED).
  const past = usePastPeriod(period);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), DEBOUNCE_MS.subjectName);
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<ClassItem | null>(null);
  const [onlyReady, setOnlyReady] = useState(false);
  // What the last review did, said in place: a popup would take the focus and the table's scroll with it.
  const [notice, setNotice] = useState<{ title: string; message: string } | null>(null);
  const review = useReviewClass();
  // A decision confirmed twice (a double tap, Enter pressed twice) is sent once.
  const reviewOnce = useMutateOnce(review);
  const [view, setView] = useClassView();
  const [sort, setSort] = useState<ClassSort | null>(null);
  const table = view === 'table';
  // The class just decided and its place on the page: once the list no longer offers it for review (it left
  // «Pendientes», or shows «Ver detalles»), the focus goes to the button now in that place — never back to the
  // filters above the list, where the window would scroll to find it.
  const decided = useRef<{ id: number; slot: number } | null>(null);

  const list = useAdminClasses(
    {
      page,
      pageSize: table ? PAGE_SIZES.adminTable : PAGE_SIZES.adminApproval,
      status,
      period,
      search: debouncedSearch || null,
      sort: table ? sortParam(sort) : null,
      quorum: onlyReady ? 'ready' : null,
    },
    ready,
  );
  const totalPages = list.data?.meta.totalPages ?? 0;
  keepPageInRange(list, page, setPage);
  const total = list.data?.meta.total ?? 0;
  const filtered = debouncedSearch !== '' || period !== null;

  // Once the dialog has closed: the list was refetched before the decision's success was told (its invalidation
  // is awaited), so this runs as the dialog closes, and the dialog's own return of the focus finds it placed.
  useEffect(() => {
    const done = decided.current;
    if (!done || reviewing || !list.data) return;
    if (list.data.data.some((c) => c.id_class === done.id && canReview(c.status))) return;
    decided.current = null;
    const buttons = [...document.querySelectorAll<HTMLElement>('[data-review-slot]')].filter(
      (b) => b.getClientRects().length > 0,
    );
    buttons[Math.min(done.slot, buttons.length - 1)]?.focus({ preventScroll: true });
  }, [list.data, reviewing]);

  // Any filter change starts again at page 1.
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const send = (target: ReviewTarget, note: string, belowQuorum?: boolean) => {
    if (!reviewing) return;
    const name = classTitle(reviewing);
    const { id_class: id } = reviewing;
    const slot = list.data?.data.findIndex((c) => c.id_class === id) ?? -1;
    reviewOnce(
      { classId: id, target, note, belowQuorum },
      {
        onSuccess: () => {
          decided.current = slot >= 0 ? { id, slot } : null;
          setReviewing(null);
          setNotice(
            target === 'aprobado'
              ? { title: REVIEW_TEXTS.approvedTitle, message: `La clase "${name}" fue aprobada.` }
              : {
                  title: REVIEW_TEXTS.rejectedTitle,
                  message: `La clase "${name}" fue rechazada. Quien la propuso verá la razón.`,
                },
          );
        },
        onError: (err) => {
          setReviewing(null);
          popup.show(
            failurePopup(
              target === 'aprobado' ? REVIEW_TEXTS.approveFailedTitle : REVIEW_TEXTS.rejectFailedTitle,
              err,
              'Intenta nuevamente.',
            ),
          );
        },
      },
    );
  };

  const content = (
    <ClassGridResults
      list={list}
      empty={{
        title: EMPTY_TEXT[status ?? 'all']!,
        description: filtered ? 'Prueba con otra búsqueda o con otro periodo.' : undefined,
      }}
      pager={<PageStepper page={page} totalPages={totalPages} onChange={setPage} label="Páginas de clases" />}
      cardActions={(cls, shown) =>
        canReview(cls.status) && !past ? (
          <Button
            fullWidth={shown === 'cards'}
            onClick={() => setReviewing(cls)}
            data-review-slot
            aria-label={`Revisar ${classTitle(cls)} (clase ${cls.id_class})`}
          >
            Revisar
          </Button>
        ) : (
          <Button
            fullWidth={shown === 'cards'}
            variant="light"
            onClick={() => setReviewing(cls)}
            data-review-slot
            aria-label={`Ver detalles de ${classTitle(cls)} (clase ${cls.id_class})`}
          >
            Ver detalles
          </Button>
        )
      }
      view={view}
      sort={sort}
      onSort={filter(setSort)}
      tableExtras={[
        {
          label: 'Jefe de grupo',
          cell: (cls) => cls.ResponsibleStudent?.student_name ?? '—',
        },
      ]}
      cardExtra={(cls) => (
        <Group gap="xs">
          {canReview(cls.status) && hasQuorum(cls.enrrolled) ? (
            <ToneBadge tone="teal" tt="none">
              Lista para aprobar
            </ToneBadge>
          ) : null}
          {cls.ResponsibleStudent ? (
            <Text fz="sm" c="dimmed">
              Jefe de grupo: {cls.ResponsibleStudent.student_name}
            </Text>
          ) : null}
        </Group>
      )}
    />
  );

  return (
    <Stack gap="lg">
      <Stack gap="md">
        <StatusFilter label="Estado" options={STATUS_OPTIONS} value={status} onChange={filter(setStatus)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SearchInput
            label="Buscar por clave o nombre de la materia"
            placeholder="Ej. ACF0901 o Cálculo"
            value={search}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
          <PeriodSelect value={period} onChange={filter(setPeriod)} />
        </SimpleGrid>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Checkbox
            label="Solo listas para aprobar (con el mínimo de 15 inscritos)"
            checked={onlyReady}
            onChange={(e) => filter(setOnlyReady)(e.currentTarget.checked)}
          />
          {status === 'pendiente' && !past ? <BulkApproval period={period} /> : null}
        </Group>
      </Stack>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        {list.isSuccess ? (
          <ResultCount count={total} noun={['clase', 'clases']} refreshing={list.isFetching} />
        ) : (
          <span />
        )}
        <ViewToggle value={view} onChange={filter(setView)} />
      </Group>
      {past && period !== null ? <PastSummerNote year={period} what="se aprueban ni se rechazan" /> : null}
      {content}
      {notice ? (
        <Alert
          role="status"
          color="navy"
          variant="light"
          title={notice.title}
          // The portal's accessible teal (ToneBadge's): Mantine's teal title on its light teal is 4.3:1.
          styles={{ title: { color: '#0b5e45' } }}
          withCloseButton
          closeButtonLabel="Cerrar aviso"
          onClose={() => setNotice(null)}
          // Below the list and held at the window's foot: nothing above moves, the admin's place is kept.
          style={{ position: 'sticky', bottom: 16, zIndex: 2, boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {notice.message}
        </Alert>
      ) : null}
      <ReviewModal
        readOnly={past}
        cls={reviewing}
        pending={review.isPending ? (review.variables?.target ?? null) : null}
        onReview={send}
        onClose={() => setReviewing(null)}
      />
    </Stack>
  );
}
