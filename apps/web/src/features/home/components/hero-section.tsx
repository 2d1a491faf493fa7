import { Button } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconSun } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import { institution } from '../../../config/institution.ts';
import { paths } from '../../../config/paths.ts';
import page from '../../../components/public-page.module.css';
import classes from '../home-hero.module.css';
import { ClassesButton } from './classes-button.tsx';

export function HeroSection({ year }: { year: number }) {
  const { start, end } = institution.summerDates;
  return (
    <section className={`${page.hero} ${classes.hero}`} aria-labelledby="hero-title">
      <div className={`${page.heroInner} ${classes.heroInner}`}>
        <div className={classes.heroText}>
          <p className={classes.heroBadge}>
            <IconSun aria-hidden />
            Inscripciones abiertas
          </p>
          <h1 id="hero-title" className={`${page.heroTitle} ${classes.heroTitle}`}>
            Cursos de Verano {year}
          </h1>
          <p className={`${page.heroLead} ${classes.heroLead}`}>
            Adelanta materias o regulariza tu avance en unas cuantas semanas de clases presenciales, con las mismas
            horas y la misma validez que un semestre.
          </p>
          <div className={classes.heroActions}>
            <ClassesButton>Explorar programas</ClassesButton>
            <Button component={Link} to={paths.generalRegulations} size="lg" variant="white" color="navy">
              Conocer más
            </Button>
          </div>
          <ul className={classes.heroFacts}>
            <li>
              <IconCalendarEvent aria-hidden />
              Del {start} al {end}
            </li>
            <li>
              <IconClock aria-hidden />
              Turnos matutino y vespertino
            </li>
            <li>
              <IconSun aria-hidden />
              Hasta {MAX_ENROLMENTS_PER_STUDENT} materias por estudiante
            </li>
          </ul>
        </div>
        <div className={classes.heroArt}>
          <img
            src={institution.images.hero}
            alt="Ilustración del campus junto al mar Caribe con un libro abierto"
            width={560}
            height={420}
            fetchPriority="high"
          />
        </div>
      </div>
    </section>
  );
}
