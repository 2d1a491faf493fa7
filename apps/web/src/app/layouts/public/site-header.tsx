import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconMenu2, IconX } from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router';
import { ExternalLink } from '../../../components/external-link.tsx';
import { institution } from '../../../config/institution.ts';
import { paths } from '../../../config/paths.ts';
import { AuthControl } from './auth-control.tsx';
import { PlatformsPanel, REGULATION_LINKS, RegulationsPanel } from './menu-panels.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import page from '../../../components/public-page.module.css';
import auth from './auth-control.module.css';
import menu from './main-menu.module.css';
import classes from './site-header.module.css';

type MenuId = 'reglamento' | 'plataformas';

/** Institutional header: emblem and name, the summer-courses mark, and the main menu (docs/architecture.md, Screens). */
export function SiteHeader() {
  // The spec's mobile breakpoint is 768 px (48em); above it menus also open on hover.
  const isDesktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [menuOpen, setMenuOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const location = useLocation();
  const mobileOpen = menuOpen && !isDesktop;

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setMenuOpen(false);
  }, []);

  // Navigating anywhere (links, back and forward) closes the menus.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    closeAll();
  }

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        document.getElementById('menu-toggle')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const menuProps = (id: MenuId) => ({
    id,
    open: openMenu === id,
    desktop: isDesktop,
    onOpenChange: (open: boolean) => setOpenMenu((current) => (open ? id : current === id ? null : current)),
  });

  return (
    <header className={classes.header}>
      <div className={classes.brandBar}>
        <div className={`${page.band} ${classes.brandInner}`}>
          <Link to={paths.home} className={classes.brand}>
            <img src={institution.images.emblem} alt="" width={40} height={45} className={classes.emblem} />
            <span className={classes.brandText}>
              <span className={classes.brandName} data-length="full">
                {institution.name}
              </span>
              <span className={classes.brandName} data-length="short">
                {institution.shortName}
              </span>
              <span className={classes.brandTagline}>{institution.portalName}</span>
            </span>
          </Link>
          <div className={classes.summerMark}>
            <img src={institution.images.summerMark} alt="" width={72} height={36} />
            <span>
              Verano {new Date().getFullYear()}
              <br />
              <strong>Inscripciones abiertas</strong>
            </span>
          </div>
          <button
            id="menu-toggle"
            type="button"
            className={`${page.iconBox} ${classes.menuToggle}`}
            aria-expanded={mobileOpen}
            aria-controls="menu-principal"
            aria-label={mobileOpen ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {mobileOpen ? <IconX aria-hidden /> : <IconMenu2 aria-hidden />}
          </button>
        </div>
      </div>
      <nav aria-label="Menú principal" className={menu.nav}>
        <ul id="menu-principal" className={menu.menu} data-mobile-open={mobileOpen || undefined}>
          <li>
            <NavLink
              to={paths.home}
              className={menu.navLink}
              aria-current={location.pathname === paths.homeAlias ? 'page' : undefined}
              onClick={closeAll}
              end
            >
              Inicio
            </NavLink>
          </li>
          <li>
            <ExternalLink href={institution.instituteSite.href} className={menu.navLink}>
              {institution.instituteSite.label}
              <IconExternalLink aria-hidden className={menu.externalIcon} />
            </ExternalLink>
          </li>
          <NavDropdown
            label="Reglamento"
            current={REGULATION_LINKS.some((l) => l.to.toLowerCase() === location.pathname.toLowerCase())}
            {...menuProps('reglamento')}
          >
            <RegulationsPanel onNavigate={closeAll} />
          </NavDropdown>
          <NavDropdown label="Plataformas" {...menuProps('plataformas')}>
            <PlatformsPanel onNavigate={closeAll} />
          </NavDropdown>
          <li>
            <NavLink to={paths.teacherApplication()} className={menu.navLink} onClick={closeAll}>
              <span className={menu.longLabel}>Quiero impartir clases</span>
              <span className={menu.shortLabel}>Impartir clases</span>
            </NavLink>
          </li>
          <li className={auth.authItem}>
            <AuthControl />
          </li>
        </ul>
      </nav>
    </header>
  );
}
