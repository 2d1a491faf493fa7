import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSignOut, useSigningOut } from '../../lib/auth/use-sign-out.ts';
import { useOverview } from '../../api/classes.ts';
import { DashboardShell } from './components/dashboard-shell.tsx';
import { sectionOfLocation } from './sections.ts';

/**
 * The frame of every admin screen (the admin layout draws it around its routes): the dashboard's
 * sidebar — or its burger on phones — with the current section marked, the pending-count badge and
 * 'Cerrar Sesión'. The roster and the teacher applications count as screens of their sections.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const signOut = useSignOut();
  const signingOut = useSigningOut();
  // The sidebar badge: pending classes of every year.
  const pending = useOverview(null);
  const current = sectionOfLocation(location.pathname, new URLSearchParams(location.search));
  const exact = location.pathname.toLowerCase().replace(/\/+$/, '') === paths.adminDashboard;
  return (
    <DashboardShell
      current={current}
      exact={exact}
      pendingCount={pending.data?.pendingClasses ?? null}
      onSignOut={() => void signOut()}
      signingOut={signingOut}
    >
      {children}
    </DashboardShell>
  );
}
