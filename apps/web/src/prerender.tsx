import { prerenderToNodeStream } from 'react-dom/static';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { PrerenderShellContext } from './app/layouts/prerender-shell.ts';
import { AppRoutes } from './app/router.tsx';
import { PopupProvider } from './components/popup/popup-provider.tsx';
import { AuthContext } from './lib/auth/auth-context.ts';
import type { AuthContextValue } from './lib/auth/types.ts';
import { cssVariablesResolver, theme } from './lib/theme.ts';

const notInPrerender = () => Promise.reject(new Error('no disponible al prerenderizar'));

/** Who is signed in is known only in the browser: the prerendered page shows the "checking" state. */
const pendingAuth: AuthContextValue = {
  status: 'loading',
  userType: null,
  user: null,
  isOffline: false,
  isAdmin: false,
  isRegisteredStudent: false,
  loginStudent: notInPrerender,
  loginStaff: notInPrerender,
  logout: notInPrerender,
  refresh: notInPrerender,
};

/**
 * Build time only (apps/web/scripts/build.mjs): the markup of a route as the app renders it before
 * any data or session has arrived, written into that route's HTML so the page paints before its
 * JavaScript runs. With `shell`, a signed-in page: its area's frame around the page in its loading
 * state (docs/decisions/013-signed-in-first-paint.md).
 */
export async function render(url: string, { shell = false }: { shell?: boolean } = {}): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { prelude } = await prerenderToNodeStream(
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={pendingAuth}>
          <PopupProvider>
            <PrerenderShellContext.Provider value={shell}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </PrerenderShellContext.Provider>
          </PopupProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
