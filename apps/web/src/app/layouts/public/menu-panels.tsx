import {
  IconBooks,
  IconChalkboard,
  IconClipboardCheck,
  IconExternalLink,
  IconSchool,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link.tsx';
import { institution } from '../../../config/institution.ts';
import { paths } from '../../../config/paths.ts';
import page from '../../../components/public-page.module.css';
import menu from './main-menu.module.css';
import classes from './menu-panels.module.css';

/** The three cards of the Reglamento menu (docs/architecture.md, Screens). */
export const REGULATION_LINKS = [
  {
    to: paths.studentRegulations,
    title: 'Estudiante',
    description: 'Qué es un curso de verano, cuántas materias puedes cursar y qué más necesitas.',
    Icon: IconSchool,
  },
  {
    to: paths.generalRegulations,
    title: 'Información general',
    description: 'Para aspirantes: duración, requisitos, tamaño de grupo y costos.',
    Icon: IconBooks,
  },
  {
    to: paths.responsibleRegulations,
    title: 'Responsables',
    description: 'Responsabilidades, obligaciones de docentes y coordinación del curso.',
    Icon: IconClipboardCheck,
  },
] as const;

export function RegulationsPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <ul className={classes.cardGrid}>
      {REGULATION_LINKS.map(({ to, title, description, Icon }) => (
        <li key={to}>
          <Link to={to} className={classes.menuCard} onClick={onNavigate}>
            <span className={`${page.iconBox} ${classes.menuCardIcon}`}>
              <Icon aria-hidden />
            </span>
            <span>
              <span className={classes.menuCardTitle}>{title}</span>
              <span className={classes.menuCardText}>{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PlatformsPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className={classes.platformsGrid}>
      <div>
        <p id="plataformas-institucionales" className={classes.panelHeading}>
          Plataformas institucionales
        </p>
        <ul className={classes.linkList} aria-labelledby="plataformas-institucionales">
          {institution.platforms.map((p) => (
            <li key={p.href}>
              <ExternalLink href={p.href} className={classes.platformLink} onClick={onNavigate}>
                <span className={classes.menuCardTitle}>
                  {p.label}
                  <IconExternalLink aria-hidden className={menu.externalIcon} />
                </span>
                <span className={classes.menuCardText}>{p.description}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p id="directorio-docente" className={classes.panelHeading}>
          <IconUsers aria-hidden className={classes.panelHeadingIcon} />
          {institution.teacherDirectory.label}
        </p>
        <ul className={classes.linkList} aria-labelledby="directorio-docente">
          {institution.teacherDirectory.links.map((l) => (
            <li key={l.href}>
              <ExternalLink href={l.href} className={classes.teacherLink} onClick={onNavigate}>
                <IconChalkboard aria-hidden className={classes.teacherIcon} />
                {l.label}
                <IconExternalLink aria-hidden className={menu.externalIcon} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
