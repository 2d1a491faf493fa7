import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconChalkboard,
  IconChartLine,
  IconClipboardCheck,
  IconStar,
  IconUserCheck,
} from '@tabler/icons-react';
import { MIN_GROUP_SIZE } from '@portal/domain/constants';
import { paths } from '../../config/paths.ts';
import { CheckList, InfoActions, InfoPage, InfoSection } from './components/info-page.tsx';
import { ResponsibleIllustration } from './illustrations/responsible-illustration.tsx';
import duties from './regulations-duties.module.css';
import classes from './regulations-sections.module.css';

/** The four coordination duties of the responsible-party regulations. */
const COORDINATION_DUTIES = [
  {
    Icon: IconChartLine,
    title: 'Revisión de avance semanal',
    text: 'Cada semana se verifica que el programa avance conforme a lo planeado.',
  },
  {
    Icon: IconCalendarCheck,
    title: 'Reporte de asistencia cada dos semanas',
    text: 'El docente entrega la asistencia del grupo a la coordinación de forma quincenal.',
  },
  {
    Icon: IconStar,
    title: 'Evaluación docente al final del curso',
    text: 'Al concluir, los estudiantes evalúan el desempeño de su docente.',
  },
  {
    Icon: IconAlertTriangle,
    title: 'El incumplimiento puede cancelar el curso',
    text: 'No cumplir con estas obligaciones puede llevar a la cancelación del curso.',
    warning: true,
  },
] as const;

/** Regulations for the people responsible for a course (docs/architecture.md, Screens). */
export function ResponsiblePage() {
  return (
    <InfoPage
      title="Responsables"
      pageTitle="Reglamento para responsables"
      eyebrow="Reglamento para responsables"
      lead={
        <p>
          Las reglas para quienes hacen posible cada curso de verano: jefes de grupo, docentes y la coordinación
          académica que les da seguimiento.
        </p>
      }
      illustration={<ResponsibleIllustration />}
    >
      <InfoSection id="responsabilidades" title="Responsabilidades" Icon={IconUserCheck}>
        <p>
          El <strong>jefe de grupo</strong> —el estudiante que propone la clase o el primero en inscribirse— es el
          enlace entre sus compañeros, el docente y la coordinación. Le corresponde:
        </p>
        <CheckList
          items={[
            'Mantener informado al grupo y compartir con los inscritos el enlace del grupo de WhatsApp.',
            <>Promover la clase para que reúna el mínimo de {MIN_GROUP_SIZE} estudiantes que necesita para abrirse.</>,
            'Avisar a tiempo de cualquier cambio de horario, ausencia o situación que afecte el desarrollo del curso.',
            'Mantener al día sus datos de contacto en el portal.',
          ]}
        />
      </InfoSection>

      <InfoSection id="obligaciones" title="Obligaciones" Icon={IconChalkboard}>
        <h3 className={classes.subTitle}>Docentes</h3>
        <p>Quien imparte un curso de verano se compromete a:</p>
        <CheckList
          items={[
            'Cubrir el programa completo de la materia en las horas que le corresponden según sus créditos.',
            'Impartir todas las sesiones de forma presencial, en el horario y el aula asignados.',
            'Registrar la asistencia de cada sesión y entregarla puntualmente a la coordinación.',
            'Evaluar con los criterios del plan de estudios vigente y entregar las calificaciones en la fecha establecida.',
          ]}
        />
      </InfoSection>

      <InfoSection id="coordinacion" title="Coordinación" Icon={IconClipboardCheck}>
        <p>La coordinación académica da seguimiento a cada curso de verano:</p>
        <ul className={duties.dutyGrid}>
          {COORDINATION_DUTIES.map((d) => (
            <li key={d.title} className={duties.duty} data-tone={'warning' in d ? 'warning' : undefined}>
              <span className={duties.dutyIcon}>
                <d.Icon aria-hidden />
              </span>
              <span>
                <span className={duties.dutyTitle}>{d.title}</span>
                <span className={duties.dutyText}>{d.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoActions
        primary={{ to: paths.teacherApplication(), label: 'Quiero impartir clases' }}
        secondary={{ to: paths.studentRegulations, label: 'Reglamento del estudiante' }}
      />
    </InfoPage>
  );
}
