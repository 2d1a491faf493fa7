import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStaffSession } from './lib/auth/staff-session.ts';
import { storeStudentSignIn, writeAuthConfigMeta } from './test/stored-sign-in.ts';

const NAME = 'Ana Sofía Martínez Uc';
const storeStudent = (expiresIn = 3600) => storeStudentSignIn({ name: NAME, expiresIn });

/** The shell as the build writes it: the config in the head, the header's slot with its placeholder. */
async function runShellScript() {
  vi.resetModules();
  await import('./stored-name.ts');
  return document.querySelector('[data-stored-name]')!.textContent;
}

beforeEach(() => {
  localStorage.clear();
  writeAuthConfigMeta();
  document.body.innerHTML = '<h1 data-stored-name=""><span aria-hidden="true"></span></h1>';
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the /my-courses shell's stored-name script (docs/decisions/013)", () => {
  it('writes the stored student sign-in’s name into the header', async () => {
    storeStudent();
    expect(await runShellScript()).toBe(NAME);
  });

  it('leaves the placeholder for a visitor, an expired sign-in, or when a staff session wins', async () => {
    expect(await runShellScript()).toBe('');
    storeStudent(-60);
    expect(await runShellScript()).toBe('');
    storeStudent();
    writeStaffSession('S', { name: 'Laura', email: 'admin@tec.example', role: 'admin' });
    expect(await runShellScript()).toBe('');
  });
});
