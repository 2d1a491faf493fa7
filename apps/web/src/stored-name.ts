import { readAuthConfigFromPage } from './lib/auth/auth-config-page.ts';
import { readStaffSession } from './lib/auth/staff-session.ts';
import { readStudentAccount } from './lib/auth/student-session.ts';
import { storedStudentName } from './lib/auth/stored-student-name.ts';

/**
 * Build time: its own small script in the prerendered shell of /my-courses, run as the shell is parsed,
 * before the first paint and long before the app's code (docs/decisions/013-signed-in-first-paint.md). It
 * writes into the header the name the stored student sign-in carries — what the browser already holds, the
 * same name the app then draws while it checks the sign-in (app/layouts/painted-while-checking.ts). It admits
 * no one and shows nothing from the server: the app's guard decides, and redirects if the sign-in is refused.
 */
const slot = document.querySelector('[data-stored-name]');
if (slot) {
  const name = storedStudentName({
    staff: readStaffSession(),
    student: readStudentAccount(readAuthConfigFromPage()),
  });
  if (name) slot.textContent = name;
}
