import { useMemo, useState } from 'react';
import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconPlus } from '@tabler/icons-react';
import { PAGE_SIZES } from '@portal/domain/constants';
import { pageOffset, totalPages } from '@portal/domain/rules';
import type { Subject, SubjectBody } from '@portal/domain/schemas';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page-states.tsx';
import { usePopup } from '../../../../components/popup/popup-context.ts';
import { failurePopup } from '../../../../components/popup/failure-popup.ts';
import { SearchInput } from '../../../../components/search-input.tsx';
import { NumberedPagination } from '../../../../components/numbered-pagination.tsx';
import { Dialog, DialogTitle } from '../../../../components/dialog.tsx';
import { userMessage } from '../../../../lib/api-client.ts';
import {
  useCatalogCareers,
  useCatalogSubjects,
  useCreateSubject,
  usePatchSubject,
} from '../../../../api/catalog-admin.ts';
import { filterCatalogue, subjectsCount, type CatalogueFilter } from './catalogue-filter.ts';
import { SubjectCard } from './subject-card.tsx';
import { SubjectForm, subjectServerError, type SubjectServerError } from './subject-form.tsx';
import { CareersPanel } from './careers-panel.tsx';
import { SubjectsImport } from './subjects-import.tsx';
import { useMutateOnce } from '../../../../lib/use-one-at-a-time.ts';

const ALL_CAREERS = 'todas';

/**
 * «Catálogo» (docs/rules.md ELE-1, ELE-6): the subjects of each career, the summer catalogue (authorised
 * and not retired) or all of them; a subject is authorised or not with its switch and retired or restored
 * (never deleted), or edited («Editar»); «Nueva materia» and «Importar CSV» add subjects. The careers are managed
 * above them (careers-panel.tsx).
 */
export function CatalogueSection() {
  const popup = usePopup();
  const subjects = useCatalogSubjects();
  const careers = useCatalogCareers();
  const create = useCreateSubject();
  const createOnce = useMutateOnce(create);
  const patch = usePatchSubject();
  const patchOnce = useMutateOnce(patch);
  const [filter, setFilterState] = useState<CatalogueFilter>({ careerId: null, search: '', show: 'verano' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<'create' | 'import' | null>(null);
  const [editing, setEditing] = useState<Subject | null>(null);
  const [formError, setFormError] = useState<SubjectServerError | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const shown = useMemo(() => filterCatalogue(subjects.data ?? [], filter), [subjects.data, filter]);
  // A page of cards at a time (docs/rules.md LIS-1): a catalogue of hundreds of subjects drawn whole is slow on a
  // phone and long to scroll. A new filter starts again at the first page; a page left empty by a change (a
  // subject no longer authorised) shows the last one; a subject just created or edited is shown on the page where
  // it now falls, if the filters keep it.
  const [keptInView, setKeptInView] = useState<number | null>(null);
  const keptAt = keptInView === null ? -1 : shown.findIndex((s) => s.id_subject === keptInView);
  const pages = Math.max(1, totalPages(shown.length, PAGE_SIZES.catalogue));
  const currentPage = keptAt >= 0 ? Math.floor(keptAt / PAGE_SIZES.catalogue) + 1 : Math.min(page, pages);
  const goToPage = (target: number) => {
    setKeptInView(null);
    setPage(target);
  };
  const from = pageOffset(currentPage, PAGE_SIZES.catalogue);
  const onPage = shown.slice(from, from + PAGE_SIZES.catalogue);
  const setFilter = (change: (f: CatalogueFilter) => CatalogueFilter) => {
    setFilterState(change);
    goToPage(1);
  };

  const change = (id: number, name: string, body: { summer?: boolean; retired?: boolean }) => {
    setBusyId(id);
    patchOnce(
      { id, body },
      {
        onSuccess: () =>
          popup.show({
            type: 'success',
            title: 'Catálogo actualizado',
            message:
              body.retired === true
                ? `Se retiró ${name}: ya no se ofrece y sus clases conservan su historia.`
                : body.retired === false
                  ? `Se restauró ${name}.`
                  : body.summer
                    ? `${name} está autorizada para cursos de verano.`
                    : `${name} ya no está autorizada para cursos de verano.`,
          }),
        onError: (err) =>
          popup.show(failurePopup('Catálogo', err, 'No se pudo guardar el cambio. Intenta nuevamente.')),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const closeForm = () => {
    setOpen(null);
    setEditing(null);
    setFormError(null);
  };

  const saveEdit = (subject: Subject, body: SubjectBody) => {
    setFormError(null);
    patchOnce(
      { id: subject.id_subject, body },
      {
        onSuccess: (saved) => {
          closeForm();
          setKeptInView(saved.id_subject);
          popup.show({
            type: 'success',
            title: 'Materia actualizada',
            message: `Se guardó ${saved.name} (${saved.clave}).`,
          });
        },
        onError: (err) => setFormError(subjectServerError(err, 'No se pudo guardar la materia. Intenta nuevamente.')),
      },
    );
  };

  const save = (body: SubjectBody) => {
    setFormError(null);
    createOnce(body, {
      onSuccess: (subject) => {
        closeForm();
        setKeptInView(subject.id_subject);
        popup.show({
          type: 'success',
          title: 'Materia creada',
          message: `Se creó ${subject.name} (${subject.clave}).`,
        });
      },
      onError: (err) => setFormError(subjectServerError(err, 'No se pudo crear la materia. Intenta nuevamente.')),
    });
  };

  let content;
  if (subjects.isPending) content = <LoadingState label="Cargando el catálogo..." />;
  else if (subjects.isError)
    content = (
      <ErrorState
        title="Error al cargar el catálogo"
        message={userMessage(subjects.error, 'No se pudo cargar el catálogo.')}
        onRetry={() => void subjects.refetch()}
      />
    );
  else if (shown.length === 0)
    content = (
      <EmptyState
        title="No hay materias con estos filtros."
        description="Cambia la carrera o la búsqueda, o agrega materias."
      />
    );
  else
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {onPage.map((s) => (
          <SubjectCard
            key={s.id_subject}
            subject={s}
            busy={busyId === s.id_subject}
            onSummer={(summer) => change(s.id_subject, s.name, { summer })}
            onRetire={(retired) => change(s.id_subject, s.name, { retired })}
            onEdit={() => setEditing(s)}
          />
        ))}
      </SimpleGrid>
    );

  const careerOptions = [
    { value: ALL_CAREERS, label: 'Todas las carreras' },
    ...(careers.data ?? []).map((c) => ({
      value: String(c.id_career),
      label: c.retired ? `${c.name} (retirada)` : c.name,
    })),
  ];

  return (
    <Stack gap="md">
      <CareersPanel careers={careers} />
      <Group justify="flex-end" gap="sm">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen('create')}>
          Nueva materia
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileUpload size={18} aria-hidden />}
          onClick={() => setOpen('import')}
        >
          Importar CSV
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Carrera"
          data={careerOptions}
          value={filter.careerId === null ? ALL_CAREERS : String(filter.careerId)}
          onChange={(v) => setFilter((f) => ({ ...f, careerId: !v || v === ALL_CAREERS ? null : Number(v) }))}
          allowDeselect={false}
          // Its choices are the careers: until they arrive it does not open (an empty list would stay open
          // without them).
          disabled={!careers.isSuccess}
          comboboxProps={{ withinPortal: true }}
        />
        <SearchInput
          label="Buscar materia"
          placeholder="Nombre o clave"
          value={filter.search}
          onSearch={(search) => setFilter((f) => ({ ...f, search }))}
        />
      </SimpleGrid>
      <SegmentedControl
        aria-label="Qué materias mostrar"
        data={[
          { value: 'verano', label: 'Autorizadas para verano' },
          { value: 'todas', label: 'Todo el catálogo' },
        ]}
        value={filter.show}
        onChange={(v) => setFilter((f) => ({ ...f, show: v as CatalogueFilter['show'] }))}
        fullWidth
      />
      <Text c="dimmed" role="status">
        {subjects.isSuccess ? subjectsCount(shown.length) : ''}
      </Text>
      {content}
      <NumberedPagination page={currentPage} totalPages={pages} onChange={goToPage} label="Páginas del catálogo" />
      <Dialog
        opened={open === 'create'}
        onClose={() => !create.isPending && closeForm()}
        size="lg"
        title={<DialogTitle>Nueva materia</DialogTitle>}
      >
        <SubjectForm
          careers={careers.data ?? []}
          submitting={create.isPending}
          serverError={formError}
          onSubmit={save}
          onCancel={closeForm}
        />
      </Dialog>
      <Dialog
        opened={editing !== null}
        onClose={() => !patch.isPending && closeForm()}
        size="lg"
        title={<DialogTitle>Editar materia</DialogTitle>}
      >
        {editing ? (
          <SubjectForm
            key={editing.id_subject}
            careers={careers.data ?? []}
            initial={editing}
            submitting={patch.isPending}
            serverError={formError}
            onSubmit={(body) => saveEdit(editing, body)}
            onCancel={closeForm}
          />
        ) : null}
      </Dialog>
      <Dialog
        opened={open === 'import'}
        onClose={() => setOpen(null)}
        size="lg"
        title={<DialogTitle>Importar materias desde CSV</DialogTitle>}
      >
        <SubjectsImport
          onCancel={() => setOpen(null)}
          onImported={(message) => {
            setOpen(null);
            popup.show({ type: 'success', title: 'Materias importadas', message });
          }}
        />
      </Dialog>
    </Stack>
  );
}
