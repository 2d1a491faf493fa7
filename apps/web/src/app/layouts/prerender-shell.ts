import { createContext, useContext } from 'react';

/**
 * True only while the build prerenders a signed-in page's shell (src/prerender.tsx): who is signed in
 * is unknown there, so the area's layout draws its frame around the page in its loading state instead
 * of the "checking" screen. In the browser it is always false: the guards decide as before.
 */
export const PrerenderShellContext = createContext(false);

export const usePrerenderShell = () => useContext(PrerenderShellContext);
