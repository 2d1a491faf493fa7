import { Link } from 'react-router';
import { IconCash, IconLogout } from '@tabler/icons-react';
import { paths } from '../../../config/paths.ts';
import { SECTIONS, sectionSearch, type SectionId } from '../sections.ts';
import classes from './dashboard-shell.module.css';

/**
 * The section links and 'Cerrar Sesión': the sidebar on wide screens and the burger's panel on
 * phones. Each link is a URL (`?section=…`), so a reload or a shared link opens the same section; a
 * screen inside a section (the roster, the teacher applications) marks its section as the location.
 */
export function DashboardNav({
  current,
  exact,
  pendingCount,
  onNavigate,
  onSignOut,
  signingOut,
}: {
  current: SectionId;
  /** Is the page the section itself (aria-current "page"), or a screen inside it ("location")? */
  exact: boolean;
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
              to={{ pathname: paths.adminDashboard, search: sectionSearch(id) }}
              className={classes.navLink}
              aria-current={id === current ? (exact ? 'page' : 'location') : undefined}
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
        <li>
          <Link to={paths.staffPayments} className={classes.navLink} onClick={onNavigate}>
            <IconCash size={20} aria-hidden />
            <span className={classes.navLabel}>Pagos</span>
          </Link>
        </li>
      </ul>
      <button type="button" className={classes.signOut} onClick={onSignOut} disabled={signingOut}>
        <IconLogout size={20} aria-hidden />
        Cerrar Sesión
      </button>
    </>
  );
}
