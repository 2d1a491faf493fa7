import { Outlet } from 'react-router';
import { GuardNoticeBanner } from './public/guard-notice-banner.tsx';
import { SiteFooter } from './public/site-footer.tsx';
import { SiteHeader } from './public/site-header.tsx';
import classes from './public/public-layout.module.css';

/** Institutional header, menu and footer around the public pages (docs/architecture.md, Screens). */
export function PublicLayout() {
  return (
    <div className={classes.shell}>
      {/* The skip link's look is global (styles/global.css); main is always here, so no script is needed. */}
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className={classes.main}>
        <GuardNoticeBanner />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
