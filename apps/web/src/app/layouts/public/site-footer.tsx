import type { ReactNode } from 'react';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link.tsx';
import { institution } from '../../../config/institution.ts';
import { paths } from '../../../config/paths.ts';
import { REGULATION_LINKS } from './menu-panels.tsx';
import page from '../../../components/public-page.module.css';
import classes from './site-footer.module.css';

/** A column of the footer's links under its heading, named by it. */
function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={classes.footerHeading}>
        {title}
      </h2>
      <ul className={classes.footerLinks}>{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  const { address, phone, phoneHref, email } = institution.contact;
  return (
    <footer className={classes.footer}>
      <div className={`${page.band} ${classes.footerInner}`}>
        <div>
          <img src={institution.images.emblem} alt="" width={48} height={54} />
          <p className={classes.footerName}>{institution.name}</p>
          <p className={classes.footerText}>
            Cursos de verano presenciales para adelantar o regularizar materias de tu plan de estudios, con la misma
            validez que un semestre.
          </p>
        </div>
        <FooterNav id="pie-reglamento" title="Reglamento">
          {REGULATION_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.title}</Link>
            </li>
          ))}
          <li>
            <Link to={paths.teacherApplication()}>Quiero impartir clases</Link>
          </li>
        </FooterNav>
        <FooterNav id="pie-plataformas" title="Plataformas">
          <li>
            <ExternalLink href={institution.instituteSite.href}>{institution.instituteSite.description}</ExternalLink>
          </li>
          {institution.platforms.map((p) => (
            <li key={p.href}>
              <ExternalLink href={p.href}>{p.label}</ExternalLink>
            </li>
          ))}
        </FooterNav>
        <div>
          <h2 className={classes.footerHeading}>Contacto</h2>
          <address className={classes.footerAddress}>{address}</address>
          <ul className={classes.footerLinks}>
            <li>
              <a href={phoneHref}>
                <IconPhone aria-hidden className={classes.footerIcon} />
                {phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`}>
                <IconMail aria-hidden className={classes.footerIcon} />
                {email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className={classes.footerBottom}>
        © {new Date().getFullYear()} {institution.name} · {institution.portalName}
      </p>
    </footer>
  );
}
