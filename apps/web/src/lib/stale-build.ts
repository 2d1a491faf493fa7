/**
 * A screen's code could not be fetched: usually a new version was deployed while the page was open,
 * and the old build's chunks are gone (the server answers 404 for them). Chromium, Firefox and Safari
 * word it differently; Vite's loader fails first with "Unable to preload CSS" when the screen's own
 * stylesheet is the missing file.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|importing a module script failed|error loading dynamically imported|unable to preload css/i.test(
    message,
  );
}

const KEY = 'portal:reloaded-for-new-build';
const WINDOW_MS = 60_000;

/**
 * Reloads the page once to pick up the new build. Returns false (and does nothing) when it already
 * reloaded for this reason within the last minute, so a chunk that is really missing shows the error
 * view instead of a reload loop, and when the device is offline: the chunk did not fail for a new
 * build, and a reload would trade the app for the browser's "no connection" page.
 */
export function reloadOnceForNewBuild(
  storage: Storage = sessionStorage,
  reload = () => window.location.reload(),
  online = () => navigator.onLine,
) {
  if (!online()) return false;
  const last = Number(storage.getItem(KEY) ?? 0);
  if (Date.now() - last < WINDOW_MS) return false;
  storage.setItem(KEY, String(Date.now()));
  reload();
  return true;
}
