import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { institution } from '../config/institution.ts';
import classes from './contact-list.module.css';

/** The institution's address, phone, email and office hours, from the configuration module. */
export function ContactList({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { address, phone, phoneHref, email, hours } = institution.contact;
  return (
    <ul className={classes.list} data-tone={tone}>
      <li>
        <IconMapPin aria-hidden className={classes.icon} />
        <span>
          <span className={classes.label}>Dirección</span>
          <address className={classes.value}>{address}</address>
        </span>
      </li>
      <li>
        <IconPhone aria-hidden className={classes.icon} />
        <span>
          <span className={classes.label}>Teléfono</span>
          <a className={classes.value} href={phoneHref}>
            {phone}
          </a>
        </span>
      </li>
      <li>
        <IconMail aria-hidden className={classes.icon} />
        <span>
          <span className={classes.label}>Correo institucional</span>
          <a className={classes.value} href={`mailto:${email}`}>
            {email}
          </a>
        </span>
      </li>
      <li>
        <IconClock aria-hidden className={classes.icon} />
        <span>
          <span className={classes.label}>Horario de atención</span>
          <span className={classes.value}>{hours}</span>
        </span>
      </li>
    </ul>
  );
}
