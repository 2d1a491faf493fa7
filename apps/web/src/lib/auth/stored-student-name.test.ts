import { describe, expect, it } from 'vitest';
import type { AuthSnapshot } from './auth-snapshot.ts';
import { storedStudentName } from './stored-student-name.ts';

const student = (name?: string): AuthSnapshot['student'] => ({
  access_token: 'T',
  profile: { sub: 'sub-ana', ...(name === undefined ? {} : { name }) },
});
const staff: AuthSnapshot['staff'] = {
  token: 'S',
  user: { name: 'Laura', email: 'admin@tec.example', role: 'admin' },
  expiresAt: Date.now() + 60_000,
};

describe('storedStudentName (docs/rules.md ACC-10)', () => {
  it("is the stored student sign-in's name, trimmed", () => {
    expect(storedStudentName({ staff: null, student: student('  Ana Sofía Martínez Uc ') })).toBe(
      'Ana Sofía Martínez Uc',
    );
  });

  it('is null without a student sign-in, when a staff session wins, or when the token has no name', () => {
    expect(storedStudentName({ staff: null, student: null })).toBeNull();
    expect(storedStudentName({ staff, student: student('Ana') })).toBeNull();
    expect(storedStudentName({ staff: null, student: student() })).toBeNull();
    expect(storedStudentName({ staff: null, student: student('   ') })).toBeNull();
  });
});
