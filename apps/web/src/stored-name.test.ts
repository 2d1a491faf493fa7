import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_SESSION_KEY } from './lib/auth/staff-session.ts';
import { studentStorageKey } from './lib/auth/student-session.ts';

const CONFIG = { mode: 'dev', authority: 'http://localhost/idp', clientId: 'portal-web', scope: 'openid api' };

function storeStudent(expiresIn = 3600) {
  localStorage.setItem(
    studentStorageKey(CONFIG),
    JSON.stringify({
      access_token: 'T',
      expires_at: Math.floor(Date.now() / 1000) + expiresIn,
      profile: { sub: 'sub-ana', name: 'Ana Sofía Martínez Uc' },
    }),
  );
}

/** The shell as the build writes it: the config in the head, the header's slot with its placeholder. */
async function runShellScript() {
  vi.resetModules();
  await import('./stored-name.ts');
  return document.querySelector('[data-stored-name]')!.textContent;
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = `<meta name="portal-auth" content='${JSON.stringify(CONFIG)}'>`;
  document.body.innerHTML = '<h1 data-stored-name=""><span aria-hidden="true"></span></h1>';
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the /my-courses shell's stored-name script (docs/decisions/013)", () => {
  it('writes the stored student sign-in’s name into the header', async () => {
    storeStudent();
    expect(await runShellScript()).toBe('Ana Sofía Martínez Uc');
  });

  it('leaves the placeholder for a visitor, an expired sign-in, or when a staff session wins', async () => {
    expect(await runShellScript()).toBe('');
    storeStudent(-60);
    expect(await runShellScript()).toBe('');
    storeStudent();
    localStorage.setItem(
      STAFF_SESSION_KEY,
      JSON.stringify({
        token: 'S',
        user: { name: 'Laura', email: 'a@b.c', role: 'admin' },
        expiresAt: Date.now() + 1e6,
      }),
    );
    expect(await runShellScript()).toBe('');
  });
});
