import { beforeEach, describe, expect, it } from 'vitest';
import { readStudentAccount, studentStorageKey } from './student-session.ts';

const config = { authority: 'http://localhost:3000/idp', clientId: 'portal-web' };
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const account = {
  access_token: 'AT',
  expires_at: NOW / 1000 + 3600,
  profile: { sub: 'sub-1', oid: 'oid-1', name: 'Ana López', preferred_username: 'alumno1@tec.example' },
};

describe('the stored student account', () => {
  beforeEach(() => localStorage.clear());

  it('lives under the key of the sign-in library for this issuer and client', () => {
    expect(studentStorageKey(config)).toBe('oidc.user:http://localhost:3000/idp:portal-web');
  });

  it('is read while its access token is valid', () => {
    localStorage.setItem(studentStorageKey(config), JSON.stringify(account));
    expect(readStudentAccount(config, localStorage, NOW)?.access_token).toBe('AT');
  });

  it('counts as absent once expired, unreadable, incomplete, or without configuration', () => {
    const key = studentStorageKey(config);
    localStorage.setItem(key, JSON.stringify(account));
    expect(readStudentAccount(config, localStorage, NOW + 3600 * 1000)).toBeNull();
    expect(readStudentAccount(null, localStorage, NOW)).toBeNull();
    localStorage.setItem(key, '{');
    expect(readStudentAccount(config, localStorage, NOW)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ access_token: 'AT' }));
    expect(readStudentAccount(config, localStorage, NOW)).toBeNull();
  });

  it('belongs to one issuer: another authority does not see it', () => {
    localStorage.setItem(studentStorageKey(config), JSON.stringify(account));
    expect(readStudentAccount({ ...config, authority: 'https://login.example/v2.0' }, localStorage, NOW)).toBeNull();
  });
});
