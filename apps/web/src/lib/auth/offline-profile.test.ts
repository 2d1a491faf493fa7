import { describe, expect, it } from 'vitest';
import { offlineStudentUser } from './offline-profile.ts';
import { offlineAna } from '../../test/users.ts';

describe('the temporary offline profile', () => {
  it('has id_user 0, the account name, the username as email, empty surnames and the local account id', () => {
    expect(
      offlineStudentUser({
        access_token: 'AT',
        profile: { sub: 'sub-1', oid: 'oid-1', name: 'Ana López', preferred_username: 'alumno1@tec.example' },
      }),
    ).toEqual(offlineAna('oid-1'));
  });

  it("names the user 'Usuario' without a name and falls back to sub and email", () => {
    const user = offlineStudentUser({
      access_token: 'AT',
      profile: { sub: 'sub-2', email: 'x@tec.example', name: ' ' },
    });
    expect(user.name).toBe('Usuario');
    expect(user.oid).toBe('sub-2');
    expect(user.email).toBe('x@tec.example');
  });
});
