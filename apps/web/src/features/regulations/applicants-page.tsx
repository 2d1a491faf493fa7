import { IconCalendarWeek, IconCoin, IconUsersGroup } from '@tabler/icons-react';
import {
  COURSE_COSTS,
  DEFAULT_MAX_STUDENTS,
  MAX_ENROLMENTS_PER_STUDENT,
  MIN_GROUP_SIZE,
  MOBILITY_EXTRA_PLACES,
} from '@portal/domain/constants';
import { institution } from '../../config/institution.ts';
import { paths } from '../../config/paths.ts';
import { CheckList, InfoActions, InfoPage, InfoSection } from './components/info-page.tsx';
import { ApplicantsIllustration } from './illustrations/applicants-illustration.tsx';
import classes from './regulations-facts.module.css';

/** "60, 75 o 90" */
function spanishList(items: readonly (string | number)[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} o ${items.at(-1)}`;
}

/** General course information for applicants (heading "Aspirantes"); its figures are in docs/rules.md VAL-1. */
export function ApplicantsPage() {
  const { start, end } = institution.summerDates;
  const hours = COURSE_COSTS.map((c) => c.hours);
  return (
    <InfoPage
      title="Aspirantes"
      pageTitle="Información general para aspirantes"
      eyebrow="Información general"
      lead={
        <p>
          Duración, requisitos, tamaño de los grupos y costos de los cursos de verano. Revisa esta información antes de
          inscribirte o de proponer una materia.
        </p>
      }
      illustration={<ApplicantsIllustration />}
    >
      <InfoSection id="duracion" title="Duración" Icon={IconCalendarWeek}>
        <p>
          Cada curso equivale a un semestre: cubre <strong>{spanishList(hours)} horas</strong> según los créditos de la
          materia. El contenido se imparte en <strong>cuatro a seis semanas</strong> de clase efectiva.
        </p>
        <dl className={classes.factGrid}>
          <div className={classes.fact}>
            <dt>Periodo</dt>
            <dd>
              {start} – {end}
            </dd>
          </div>
          <div className={classes.fact}>
            <dt>Clase efectiva</dt>
            <dd>
              4 a 6 semanas<small>presenciales</small>
            </dd>
          </div>
          <div className={classes.fact}>
            <dt>Horas por materia</dt>
            <dd>
              {hours.join(' / ')}
              <small>según sus créditos</small>
            </dd>
          </div>
        </dl>
      </InfoSection>

      <InfoSection id="requisitos-grupo" title="Requisitos y tamaño del grupo" Icon={IconUsersGroup}>
        <p>
          Una materia se abre con un mínimo de <strong>{MIN_GROUP_SIZE}</strong> y un máximo de{' '}
          <strong>{DEFAULT_MAX_STUDENTS} estudiantes</strong>, más{' '}
          <strong>{MOBILITY_EXTRA_PLACES} lugares adicionales</strong> para estudiantes de movilidad de otros
          institutos.
        </p>
        <CheckList
          items={[
            <>Puedes cursar hasta {MAX_ENROLMENTS_PER_STUDENT} materias; en casos específicos, solo una.</>,
            'Si estás de baja temporal por un semestre, puedes solicitar tu reactivación en mayo para participar.',
            'Para cursar una materia de otra carrera necesitas la validación autorizada por la jefatura académica, y solo si no se abrió en tu área.',
          ]}
        />
      </InfoSection>

      <InfoSection id="costos" title="Costos" Icon={IconCoin}>
        <p>El costo por estudiante depende de las horas de la materia:</p>
        <div className={classes.tableWrap}>
          <table className={classes.table}>
            <caption>Costo por estudiante según las horas de la materia</caption>
            <thead>
              <tr>
                <th scope="col">Horas</th>
                <th scope="col">Costo por estudiante</th>
              </tr>
            </thead>
            <tbody>
              {COURSE_COSTS.map((c) => (
                <tr key={c.hours}>
                  <th scope="row">{c.hours} horas</th>
                  <td>{c.cost}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </InfoSection>

      <InfoActions
        primary={{ to: paths.classes, label: 'Ver clases disponibles' }}
        secondary={{ to: paths.studentRegulations, label: 'Reglamento del estudiante' }}
      />
    </InfoPage>
  );
}
