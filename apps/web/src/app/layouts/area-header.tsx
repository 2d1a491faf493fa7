import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Box, Button } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { MenuButton } from '../../components/menu-button.tsx';
import { institution } from '../../config/institution.ts';
import { AreaBrand } from '../../components/area-brand.tsx';
import areaBar from '../../components/area-bar.module.css';
import classes from './area-header.module.css';

export interface AreaLink {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

/**
 * The header of a signed-in area: brand, the area's links and 'Cerrar Sesión'. From 768 px the
 * links sit in the bar; below it a hamburger opens them as a list (docs/architecture.md, Screens; docs/rules.md VAL-1). Without links
 * and sign-out it is just the brand bar.
 */
export function AreaHeader({
  label,
  links = [],
  onSignOut,
  signingOut = false,
  actions,
}: {
  /** The navigation's accessible name. */
  label: string;
  links?: AreaLink[];
  onSignOut?: () => void;
  signingOut?: boolean;
  /** Controls shown in the bar at every width, before sign-out (the student's notification bell). */
  actions?: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const close = () => setOpened(false);

  // A chosen link closes the menu; so does Escape.
  useWindowEvent('keydown', (e) => {
    if (opened && e.key === 'Escape') setOpened(false);
  });

  return (
    <header className={areaBar.bar}>
      <div className={`${areaBar.row} ${classes.bar}`}>
        <AreaBrand name="Cursos de Verano" sub={institution.shortName} nameClassName={classes.brandName} />
        {links.length ? (
          <Box component="nav" aria-label={label} visibleFrom="sm" className={classes.links}>
            {links.map(({ to, label: text, icon: Icon }) => (
              <NavLink key={to} to={to} className={classes.link}>
                <Icon size={18} aria-hidden />
                {text}
              </NavLink>
            ))}
          </Box>
        ) : null}
        {actions}
        {onSignOut ? (
          <Button
            visibleFrom="sm"
            variant="white"
            color="navy"
            className={classes.signOut}
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={onSignOut}
            disabled={signingOut}
          >
            Cerrar Sesión
          </Button>
        ) : null}
        {links.length || onSignOut ? (
          <MenuButton
            hiddenFromSm
            opened={opened}
            onClick={() => setOpened((o) => !o)}
            aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={opened}
            aria-controls={opened ? panelId : undefined}
          />
        ) : null}
      </div>
      {opened ? (
        <Box component="nav" aria-label={label} id={panelId} hiddenFrom="sm" className={classes.mobilePanel}>
          {links.map(({ to, label: text, icon: Icon }) => (
            <NavLink key={to} to={to} className={classes.mobileLink} onClick={close}>
              <Icon size={20} aria-hidden />
              {text}
            </NavLink>
          ))}
          {onSignOut ? (
            <>
              {links.length ? <hr className={classes.mobileDivider} /> : null}
              <button type="button" className={classes.mobileLink} onClick={onSignOut} disabled={signingOut}>
                <IconLogout size={20} aria-hidden />
                Cerrar Sesión
              </button>
            </>
          ) : null}
        </Box>
      ) : null}
    </header>
  );
}
