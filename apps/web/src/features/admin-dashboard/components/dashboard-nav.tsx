import { Link } from 'react-router';
import { IconLogout } from '@tabler/icons-react';
import { SECTIONS, sectionSearch, type SectionId } from '../sections.ts';
import classes from './dashboard-shell.module.css';

/**
 * The section links and 'Cerrar Sesión': the sidebar on wide screens and the burger's panel on
 * phones. Each link is a URL (`?seccion=…`), so a reload or a shared link opens the same section.
 */
export function DashboardNav({
  current,
  pendingCount,
  onNavigate,
  onSignOut,
  signingOut,
}: {
  current: SectionId;
  pendingCount: number | null;
  onNavigate?: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <>
      <ul className={classes.navList}>
        {SECTIONS.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            <Link
              to={{ search: sectionSearch(id) }}
              className={classes.navLink}
              aria-current={id === current ? 'page' : undefined}
              onClick={onNavigate}
            >
              <Icon size={20} aria-hidden />
              <span className={classes.navLabel}>{label}</span>
              {id === 'aprobar' && pendingCount !== null && pendingCount > 0 ? (
                <span className={classes.badge}>
                  {pendingCount}
                  <span className={classes.srOnly}> {pendingCount === 1 ? 'pendiente' : 'pendientes'}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className={classes.signOut} onClick={onSignOut} disabled={signingOut}>
        <IconLogout size={20} aria-hidden />
        Cerrar Sesión
      </button>
    </>
  );
}
