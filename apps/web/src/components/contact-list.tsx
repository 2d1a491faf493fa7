import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { institution } from '../config/institution.ts';
import fact from './icon-fact.module.css';
import classes from './contact-list.module.css';

/** The institution's address, phone, email and office hours, from the configuration module. */
export function ContactList({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { address, phone, phoneHref, email, hours } = institution.contact;
  return (
    <ul className={classes.list} data-tone={tone}>
      <li>
        <IconMapPin aria-hidden size={22} className={fact.icon} />
        <span>
          <span className={`${fact.label} ${classes.label}`}>Dirección</span>
          <address className={classes.value}>{address}</address>
        </span>
      </li>
      <li>
        <IconPhone aria-hidden size={22} className={fact.icon} />
        <span>
          <span className={`${fact.label} ${classes.label}`}>Teléfono</span>
          <a className={classes.value} href={phoneHref}>
            {phone}
          </a>
        </span>
      </li>
      <li>
        <IconMail aria-hidden size={22} className={fact.icon} />
        <span>
          <span className={`${fact.label} ${classes.label}`}>Correo institucional</span>
          <a className={classes.value} href={`mailto:${email}`}>
            {email}
          </a>
        </span>
      </li>
      <li>
        <IconClock aria-hidden size={22} className={fact.icon} />
        <span>
          <span className={`${fact.label} ${classes.label}`}>Horario de atención</span>
          <span className={classes.value}>{hours}</span>
        </span>
      </li>
    </ul>
  );
}
