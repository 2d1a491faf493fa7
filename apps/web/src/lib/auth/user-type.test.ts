import { describe, expect, it } from 'vitest';
import { decideUserType } from './user-type.ts';

describe('user type', () => {
  it('a staff session alone gives staff', () => expect(decideUserType(true, false)).toBe('staff'));
  it('a student account alone gives student', () => expect(decideUserType(false, true)).toBe('student'));
  it('staff has priority when both exist', () => expect(decideUserType(true, true)).toBe('staff'));
  it('neither gives no user', () => expect(decideUserType(false, false)).toBeNull());
});
