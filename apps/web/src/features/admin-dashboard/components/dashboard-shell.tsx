import { useId, useState, type ReactNode } from 'react';
import { useWindowEvent } from '@mantine/hooks';
import { institution } from '../../../config/institution.ts';
import type { SectionId } from '../sections.ts';
import { DashboardNav } from './dashboard-nav.tsx';
import { AreaBrand } from '../../../components/area-brand.tsx';
import areaBar from '../../../components/area-bar.module.css';
import classes from './dashboard-shell.module.css';
import { MenuButton } from '../../../components/menu-button.tsx';

const NAV_LABEL = 'Secciones del panel';

function Brand() {
  return <AreaBrand name="Panel de Administración" sub={`Cursos de Verano · ${institution.shortName}`} />;
}

/**
 * The admin area's one frame (docs/architecture.md, Screens): a sidebar with the dashboard's sections and the sign-out
 * button from 768 px; below it a top bar whose burger opens the same links as a panel. Every admin
 * screen (dashboard, roster, teacher applications) renders inside it.
 */
export function DashboardShell({
  current,
  exact,
  pendingCount,
  onSignOut,
  signingOut,
  children,
}: {
  current: SectionId;
  exact: boolean;
  pendingCount: number | null;
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();

  useWindowEvent('keydown', (e) => {
    if (opened && e.key === 'Escape') setOpened(false);
  });

  return (
    <div className={classes.shell}>
      <aside className={classes.sidebar}>
        <Brand />
        <nav aria-label={NAV_LABEL} className={classes.sidebarNav}>
          <DashboardNav
            current={current}
            exact={exact}
            pendingCount={pendingCount}
            onSignOut={onSignOut}
            signingOut={signingOut}
          />
        </nav>
      </aside>
      <header className={`${areaBar.bar} ${classes.topbar}`}>
        <div className={`${areaBar.row} ${classes.topbarRow}`}>
          <Brand />
          <span className={classes.burgerWrap}>
            <MenuButton
              opened={opened}
              onClick={() => setOpened((o) => !o)}
              aria-label={
                (opened ? 'Cerrar menú' : 'Abrir menú') + (pendingCount ? ` (${pendingCount} clases pendientes)` : '')
              }
              aria-expanded={opened}
              aria-controls={opened ? panelId : undefined}
            />
            {pendingCount && !opened ? (
              <span className={classes.burgerBadge} aria-hidden>
                {pendingCount > 99 ? '99+' : pendingCount}
              </span>
            ) : null}
          </span>
        </div>
        {opened ? (
          <nav aria-label={NAV_LABEL} id={panelId} className={classes.mobilePanel}>
            <DashboardNav
              current={current}
              exact={exact}
              pendingCount={pendingCount}
              onNavigate={() => setOpened(false)}
              onSignOut={onSignOut}
              signingOut={signingOut}
            />
          </nav>
        ) : null}
      </header>
      <main className={classes.main}>{children}</main>
    </div>
  );
}
