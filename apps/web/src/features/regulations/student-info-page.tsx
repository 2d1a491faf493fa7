import { IconBooks, IconInfoCircle, IconListCheck, IconSun } from '@tabler/icons-react';
import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import { paths } from '../../config/paths.ts';
import { CheckList, InfoActions, InfoPage, InfoSection } from './components/info-page.tsx';
import { StudentIllustration } from './illustrations/student-illustration.tsx';
import classes from './regulations-sections.module.css';

/** Information for students (heading "Estudiante"; docs/architecture.md, Screens). */
export function StudentInfoPage() {
  return (
    <InfoPage
      title="Estudiante"
      pageTitle="Reglamento del estudiante"
      eyebrow="Reglamento del estudiante"
      lead={
        <p>
          Todo lo que necesitas saber antes de inscribirte: qué es un curso de verano, cuántas materias puedes cursar y
          qué más te pedimos para aprovecharlo al máximo.
        </p>
      }
      illustration={<StudentIllustration />}
    >
      <InfoSection id="que-es" title="¿Qué es un curso de verano?" Icon={IconSun}>
        <p>
          Es un curso <strong>presencial</strong> que el Instituto ofrece durante el receso escolar de verano, apegado a
          los planes de estudio vigentes. Cubre el mismo programa, las mismas horas y tiene la misma validez que la
          materia cursada en un semestre ordinario.
        </p>
        <p>
          Te permite <strong>adelantar</strong> materias de tu plan de estudios para aligerar los semestres que vienen,
          o <strong>regularizarte</strong> en las que tengas pendientes sin perder el paso de tu generación.
        </p>
      </InfoSection>

      <InfoSection id="cuantas-materias" title="¿Cuántas materias puedo cursar?" Icon={IconBooks}>
        <p>
          Puedes cursar <strong>como máximo {MAX_ENROLMENTS_PER_STUDENT} materias</strong> en el mismo periodo de
          verano. En casos específicos, según tu situación académica, solo se autoriza <strong>una</strong>.
        </p>
        <p className={classes.highlight}>
          <IconInfoCircle aria-hidden />
          <span>
            Las clases que propones en el portal también cuentan: entre inscripciones y propuestas, el límite es de{' '}
            {MAX_ENROLMENTS_PER_STUDENT}.
          </span>
        </p>
      </InfoSection>

      <InfoSection id="requisitos-adicionales" title="Requisitos adicionales" Icon={IconListCheck}>
        <CheckList
          items={[
            'Registra tu perfil de estudiante en el portal con tu número de control, tu carrera y un teléfono de contacto.',
            <>
              Si estás de baja temporal por un semestre, solicita tu reactivación en el mes de <strong>mayo</strong>{' '}
              para poder inscribirte.
            </>,
            'Una materia de otra carrera requiere la validación autorizada por la jefatura académica, y solo procede si esa materia no se abrió en tu propia área.',
            'Cubre la cuota que corresponde a las horas de la materia antes de iniciar el curso y asiste a todas las sesiones presenciales.',
          ]}
        />
      </InfoSection>

      <InfoActions
        primary={{ to: paths.classes, label: 'Ver clases disponibles' }}
        secondary={{ to: paths.generalRegulations, label: 'Costos y requisitos' }}
      />
    </InfoPage>
  );
}
