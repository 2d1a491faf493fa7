import { useState } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ClassCard, classTitle } from '../../../components/class-card/index.ts';
import { NumberedPagination } from '../../../components/numbered-pagination.tsx';
import { paths } from '../../../config/paths.ts';
import { useOpenClasses } from '../../../api/classes.ts';
import hidden from '../../../components/visually-hidden.module.css';
import { HEADINGS } from '../home-content.ts';
import classes from '../home-open-classes.module.css';
import sections from '../home-sections.module.css';
import { HomeSection } from './home-section.tsx';

export const LOADING_TEXT = 'Cargando clases abiertas...';
export const EMPTY_TEXT = 'No hay clases abiertas en este momento.';
export const ERROR_TEXT = 'Error al cargar las clases abiertas';

/** Classes waiting for a teacher, 3 per page, each with a button to apply for it (docs/architecture.md, Screens). */
export function OpenClassesSection() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useOpenClasses(page);
  const totalPages = data?.meta.totalPages ?? 0;

  // If classes closed meanwhile and this page no longer exists, show the last one.
  if (data && !isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  return (
    <HomeSection {...HEADINGS.openClasses}>
      {isPending ? (
        <div className={sections.classGrid} aria-busy="true">
          <p role="status" className={classes.loadingText}>
            {LOADING_TEXT}
          </p>
          {[0, 1, 2].map((i) => (
            <div key={i} className={classes.skeletonCard} aria-hidden>
              <Skeleton height={22} width={90} radius="xl" />
              <Skeleton height={24} width="80%" />
              <Skeleton height={16} width="50%" />
              <Skeleton height={40} />
              <Skeleton height={28} />
              <Skeleton height={44} radius="md" />
            </div>
          ))}
        </div>
      ) : isError && !data ? (
        <div className={classes.stateCard} data-tone="error" role="alert">
          <span className={classes.stateIcon} data-tone="error">
            <IconAlertTriangle aria-hidden />
          </span>
          <p className={classes.stateTitle}>{ERROR_TEXT}</p>
          <p className={classes.stateText}>Revisa tu conexión a internet e inténtalo de nuevo en unos momentos.</p>
          <Button
            variant="light"
            leftSection={<IconRefresh aria-hidden />}
            loading={isFetching}
            onClick={() => void refetch()}
          >
            Reintentar
          </Button>
        </div>
      ) : data.data.length === 0 ? (
        <div className={classes.stateCard}>
          <span className={classes.stateIcon}>
            <IconMoodEmpty aria-hidden />
          </span>
          <p className={classes.stateTitle}>{EMPTY_TEXT}</p>
          <p className={classes.stateText}>
            Cuando los estudiantes propongan nuevas materias aparecerán aquí. Mientras tanto, puedes enviarnos tu
            solicitud para formar parte de la planta docente de verano.
          </p>
          <Button component={Link} to={paths.teacherApplication()} variant="light">
            Enviar solicitud
          </Button>
        </div>
      ) : (
        <>
          <p role="status" className={isPlaceholderData ? classes.loadingText : hidden.visuallyHidden}>
            {isPlaceholderData ? LOADING_TEXT : `Página ${data.meta.page} de ${totalPages}`}
          </p>
          <ul className={sections.classGrid} aria-busy={isPlaceholderData || undefined}>
            {data.data.map((c) => (
              <li key={c.id_class}>
                <ClassCard
                  data={c}
                  actions={
                    <Button
                      component={Link}
                      to={paths.teacherApplication(c.id_class)}
                      fullWidth
                      aria-label={`Postularme para impartir ${classTitle(c)} (${c.Subjects.clave}), grupo ${c.id_class}`}
                    >
                      Postularme
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
          <NumberedPagination
            page={page}
            totalPages={totalPages}
            onChange={setPage}
            label="Páginas de clases abiertas"
          />
        </>
      )}
    </HomeSection>
  );
}
