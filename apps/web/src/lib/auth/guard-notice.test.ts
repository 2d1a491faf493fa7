import { describe, expect, it } from 'vitest';
import { guardNoticeState, readGuardNotice } from './guard-notice.ts';

describe('guard notice in the history state', () => {
  it('reads back what a guard wrote', () => {
    expect(readGuardNotice(guardNoticeState('student-area'))).toBe('student-area');
  });
  it('ignores states that are not a guard notice', () => {
    for (const state of [null, undefined, 'student-area', 42, {}, { guardNotice: 'other' }, { from: '/classes' }]) {
      expect(readGuardNotice(state)).toBeNull();
    }
  });
});
