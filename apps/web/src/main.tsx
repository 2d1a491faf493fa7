import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import './styles/global.css';
import { App } from './app/app.tsx';
import { paintedWhileChecking } from './app/layouts/painted-while-checking.ts';
import { preloadRoute, routeNeedsSession } from './app/router.tsx';
import { readAuthSnapshot } from './lib/auth/auth-snapshot.ts';
import { storedStudentName } from './lib/auth/stored-student-name.ts';
import { queryClient } from './lib/query-client.ts';

// zod (loaded later, with the forms) probes `new Function('')` to decide whether to compile its
// checks; under our CSP (no 'unsafe-eval') Chromium reports the probe as a policy violation
// (Lighthouse: best practices). Interpreted checks are fast enough for forms: turn the probe off
// through the global config every copy of zod reads, without bundling zod into the entry chunk.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// `/` and `/login` arrive prerendered (apps/web/scripts/prerender.mjs): load the route's screens before
// the first render, so React replaces the prerendered markup with the same page, never with a blank one.
// A screen that fails to load here fails again under the router, which shows its error view.
// The first render runs as a transition, so React renders in slices of a few milliseconds instead of
// one long task (the page is already on screen: what matters now is a responsive main thread).
const renderApp = () => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
};
// In a signed-in area the session and the page's first data are requested now, in parallel with the
// page's code (app/route-data.ts), and the first render waits until who is signed in is known (at most
// SESSION_WAIT_MS): the page — or its prerendered shell — stays on screen instead of a "checking" state.
// A page that may paint while a stored student sign-in is checked (app/layouts/painted-while-checking.ts)
// renders as soon as its code is here, with the name the sign-in carries; the check goes on meanwhile.
const SESSION_WAIT_MS = 3000;
const pathname = window.location.pathname;
const ready: Promise<unknown>[] = [preloadRoute(pathname)];
if (routeNeedsSession(pathname)) {
  const sessionKnown = import('./app/route-data.ts').then((m) => m.prefetchRouteData(pathname, queryClient));
  if (paintedWhileChecking(pathname) && storedStudentName(readAuthSnapshot()) !== null) {
    // Not waited for: the AuthProvider asks the same queries if this module fails to load.
    sessionKnown.catch(() => undefined);
  } else {
    ready.push(Promise.race([sessionKnown, new Promise((r) => setTimeout(r, SESSION_WAIT_MS))]));
  }
}
Promise.all(ready).then(renderApp, renderApp);
