import { describe, expect, it } from 'vitest';
import {
  INVITATION_LIFETIME_MS,
  INVITATION_MESSAGES,
  invitationFormProblems,
  invitationState,
  staffPasswordProblem,
} from './teacher-invitation.ts';

describe('invitationState', () => {
  const now = Date.UTC(2026, 5, 1);
  const base = { used_at: null, revoked_at: null, expires_at: now + 1 };
  it('is pending until it expires, then expired (the expiry instant itself counts as expired)', () => {
    expect(invitationState(base, now)).toBe('pending');
    expect(invitationState({ ...base, expires_at: now }, now)).toBe('expired');
    expect(invitationState({ ...base, expires_at: String(now - INVITATION_LIFETIME_MS) }, now)).toBe('expired');
  });
  it('used wins over revoked and expired; revoked over expired', () => {
    expect(invitationState({ ...base, used_at: 'x', revoked_at: 'y', expires_at: 0 }, now)).toBe('used');
    expect(invitationState({ ...base, revoked_at: 'y', expires_at: 0 }, now)).toBe('revoked');
  });
});

describe('staff password rules', () => {
  it('asks for 6 to 200 characters', () => {
    expect(staffPasswordProblem('')).toBe(INVITATION_MESSAGES.passwordRequired);
    expect(staffPasswordProblem('12345')).toBe(INVITATION_MESSAGES.passwordTooShort);
    expect(staffPasswordProblem('123456')).toBeNull();
    expect(staffPasswordProblem('x'.repeat(201))).toBe(INVITATION_MESSAGES.passwordTooLong);
  });
  it('refuses a password of spaces only; spaces at the ends do not count toward the 6', () => {
    expect(staffPasswordProblem('      ')).toBe(INVITATION_MESSAGES.passwordBlank);
    expect(staffPasswordProblem(' \t\u00a0\n  ')).toBe(INVITATION_MESSAGES.passwordBlank);
    expect(staffPasswordProblem('  abc   ')).toBe(INVITATION_MESSAGES.passwordTooShort);
    expect(staffPasswordProblem(' Verano 2026 ')).toBeNull();
    expect(invitationFormProblems({ password: '      ', confirmation: '      ' }).password).toBe(
      INVITATION_MESSAGES.passwordBlank,
    );
  });
  it('says every problem at once: the password’s own and the confirmation’s', () => {
    expect(invitationFormProblems({ password: '', confirmation: '' })).toEqual({
      password: INVITATION_MESSAGES.passwordRequired,
      confirmation: INVITATION_MESSAGES.confirmationRequired,
    });
    expect(invitationFormProblems({ password: '123', confirmation: '' })).toEqual({
      password: INVITATION_MESSAGES.passwordTooShort,
      confirmation: INVITATION_MESSAGES.confirmationRequired,
    });
    expect(invitationFormProblems({ password: '123', confirmation: '124' })).toEqual({
      password: INVITATION_MESSAGES.passwordTooShort,
      confirmation: INVITATION_MESSAGES.confirmationMismatch,
    });
    expect(invitationFormProblems({ password: 'Verano2026', confirmation: 'Verano2025' })).toEqual({
      password: null,
      confirmation: INVITATION_MESSAGES.confirmationMismatch,
    });
    expect(invitationFormProblems({ password: 'Verano2026', confirmation: 'Verano2026' })).toEqual({
      password: null,
      confirmation: null,
    });
  });
});
