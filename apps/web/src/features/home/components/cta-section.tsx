import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import classes from '../home-bands.module.css';
import { ClassesButton } from './classes-button.tsx';

export function CallToActionSection() {
  return (
    <section className={classes.cta} aria-labelledby="cta-title">
      <div className={classes.ctaInner}>
        <div>
          <h2 id="cta-title" className={classes.ctaTitle}>
            ¿Listo para aprovechar tu verano?
          </h2>
          <p className={classes.ctaText}>
            Consulta las clases disponibles, inscríbete hasta en dos materias o propón la que necesitas con tu cuenta
            institucional.
          </p>
        </div>
        <div className={classes.ctaActions}>
          <ClassesButton>Ver clases disponibles</ClassesButton>
          <Button
            component={Link}
            to={paths.login}
            size="lg"
            variant="outline"
            color="white"
            leftSection={<IconLogin2 aria-hidden />}
            className={classes.ctaOutline}
          >
            Iniciar Sesión
          </Button>
        </div>
      </div>
    </section>
  );
}
