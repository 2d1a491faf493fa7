import { IconMessageCircle } from '@tabler/icons-react';
import { ContactList } from '../../../components/contact-list.tsx';
import classes from '../home.module.css';

export function ContactSection() {
  return (
    <section className={classes.section} aria-labelledby="contact-title">
      <div className={classes.contactCard}>
        <div>
          <p className={classes.eyebrow}>
            <IconMessageCircle aria-hidden />
            Contacto
          </p>
          <h2 id="contact-title" className={classes.sectionTitle}>
            ¿Tienes dudas? Estamos para ayudarte
          </h2>
          <p className={classes.sectionLead}>
            La coordinación de cursos de verano te orienta sobre inscripciones, pagos, horarios y propuestas de
            materias.
          </p>
        </div>
        <ContactList />
      </div>
    </section>
  );
}
