import { IconBooks, IconCircleCheck, IconInfoCircle, IconListCheck, IconSun } from '@tabler/icons-react';
import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import { paths } from '../../config/paths.ts';
import { InfoActions, InfoPage, InfoSection } from './components/info-page.tsx';
import { StudentIllustration } from './illustrations/student-illustration.tsx';
import classes from './regulations.module.css';

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
      <InfoSection id="que-es" number={1} title="¿Qué es un curso de verano?" icon={<IconSun aria-hidden />}>
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

      <InfoSection
        id="cuantas-materias"
        number={2}
        title="¿Cuántas materias puedo cursar?"
        icon={<IconBooks aria-hidden />}
      >
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

      <InfoSection
        id="requisitos-adicionales"
        number={3}
        title="Requisitos adicionales"
        icon={<IconListCheck aria-hidden />}
      >
        <ul className={classes.checkList}>
          <li>
            <IconCircleCheck aria-hidden />
            <span>
              Registra tu perfil de estudiante en el portal con tu número de control, tu carrera y un teléfono de
              contacto.
            </span>
          </li>
          <li>
            <IconCircleCheck aria-hidden />
            <span>
              Si estás de baja temporal por un semestre, solicita tu reactivación en el mes de <strong>mayo</strong>{' '}
              para poder inscribirte.
            </span>
          </li>
          <li>
            <IconCircleCheck aria-hidden />
            <span>
              Una materia de otra carrera requiere la validación autorizada por la jefatura académica, y solo procede si
              esa materia no se abrió en tu propia área.
            </span>
          </li>
          <li>
            <IconCircleCheck aria-hidden />
            <span>
              Cubre la cuota que corresponde a las horas de la materia antes de iniciar el curso y asiste a todas las
              sesiones presenciales.
            </span>
          </li>
        </ul>
      </InfoSection>

      <InfoActions
        primary={{ to: paths.classes, label: 'Ver clases disponibles' }}
        secondary={{ to: paths.generalRegulations, label: 'Costos y requisitos' }}
      />
    </InfoPage>
  );
}
