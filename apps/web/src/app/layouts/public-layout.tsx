import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { GuardNoticeBanner } from './public/guard-notice-banner.tsx';
import { SiteFooter } from './public/site-footer.tsx';
import { SiteHeader } from './public/site-header.tsx';
import classes from './public/public-layout.module.css';

/** Institutional header, menu and footer around the public pages (docs/architecture.md, Screens). */
export function PublicLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <GuardNoticeBanner />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
