import { Button } from '@mantine/core';
import { IconArrowRight, IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import classes from '../home.module.css';

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
          <Button
            component={Link}
            to={paths.classes}
            size="lg"
            color="turquesa.7"
            rightSection={<IconArrowRight aria-hidden />}
          >
            Ver clases disponibles
          </Button>
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
