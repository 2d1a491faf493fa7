import { paths } from '../../config/paths.ts';

/**
 * The student pages drawn while a stored student sign-in is being checked, instead of waiting for the
 * profile's answer (docs/decisions/013-signed-in-first-paint.md): in that state they show the area's frame and
 * only what the stored sign-in itself holds (the name in its token) — no data from the server, no bell.
 * If the check fails, the guard redirects exactly as it would have. Every other guarded page waits.
 */
const PAGES = new Set([paths.myCourses.toLowerCase()]);

export function paintedWhileChecking(pathname: string): boolean {
  return PAGES.has(pathname.toLowerCase().replace(/\/+$/, '') || '/');
}
