import {
  IconCalendarTime,
  IconCertificate,
  IconChalkboard,
  IconMessageCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { institution } from '../../config/institution.ts';
import type { Heading } from './components/home-section.tsx';

/** The headings of the home's sections (components/home-section.tsx); each title's id names its section. */
export const HEADINGS = {
  openClasses: {
    id: 'open-classes-title',
    eyebrow: 'Para docentes',
    Icon: IconChalkboard,
    title: 'Clases abiertas para impartir',
    lead: 'Estas materias ya tienen estudiantes interesados y buscan docente para el verano. Elige una y envía tu solicitud: la coordinación te contactará.',
  },
  features: {
    id: 'features-title',
    eyebrow: 'Por qué elegirnos',
    title: `Tu verano en el ${institution.shortName}`,
    lead: 'Un curso de verano es la forma más rápida de avanzar en tu carrera sin descuidar la calidad.',
  },
  testimonials: { id: 'testimonials-title', eyebrow: 'Testimonios', title: 'Lo que cuentan nuestros estudiantes' },
  contact: {
    id: 'contact-title',
    eyebrow: 'Contacto',
    Icon: IconMessageCircle,
    title: '¿Tienes dudas? Estamos para ayudarte',
    lead: 'La coordinación de cursos de verano te orienta sobre inscripciones, pagos, horarios y propuestas de materias.',
  },
} satisfies Record<string, Heading>;

/** The four reasons to choose the institute (home page). */
export const FEATURES = [
  {
    Icon: IconCertificate,
    title: 'Validez oficial',
    text: 'Cada curso cubre las mismas horas y contenidos que en semestre y queda registrado en tu historial académico.',
  },
  {
    Icon: IconUsersGroup,
    title: 'Grupos reducidos',
    text: 'Entre 15 y 30 estudiantes por grupo: más atención personal y más tiempo para resolver tus dudas.',
  },
  {
    Icon: IconChalkboard,
    title: 'Docentes con experiencia',
    text: 'Te acompañan profesores que conocen la materia y el plan de estudios vigente de tu carrera.',
  },
  {
    Icon: IconCalendarTime,
    title: 'Avanza en semanas',
    text: 'De cuatro a seis semanas de clase presencial, en turno matutino o vespertino, sin pausar tu carrera.',
  },
] as const;

/** Three voices of students who took a summer course. */
export const TESTIMONIALS = [
  {
    quote:
      'Adelanté Cálculo Integral en el verano y llegué a quinto semestre con una carga mucho más ligera. El grupo era pequeño y el profesor tenía tiempo para todos.',
    name: 'Mariana López Canul',
    career: 'Ingeniería en Sistemas Computacionales',
  },
  {
    quote:
      'Tenía pendiente Estática y pensé que perdería un semestre. En seis semanas la regularicé y seguí al paso de mi generación.',
    name: 'José Manuel Pech Dzul',
    career: 'Ingeniería Civil',
  },
  {
    quote:
      'Propusimos la materia entre compañeros, la aprobaron en pocos días y me tocó ser jefa de grupo. Aprendí muchísimo organizando al grupo.',
    name: 'Daniela Chan Uc',
    career: 'Licenciatura en Turismo',
  },
] as const;
