import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTION_LIST, mailRetryDelayMs, statusAction } from './activity.ts';

describe('activity vocabulary', () => {
  it('names the action of each status change', () => {
    expect(statusAction('aprobado')).toBe('class.approved');
    expect(statusAction('rechazado')).toBe('class.rejected');
    expect(statusAction('active')).toBe('class.started');
    expect(statusAction('cancelled')).toBe('class.cancelled');
    expect(statusAction('pendiente')).toBe('class.reopened');
    expect(ACTIVITY_ACTION_LIST).toContain('staff.locked_out');
  });

  it('backs a failing mail off exponentially, with a ceiling', () => {
    expect([1, 2, 3].map((n) => mailRetryDelayMs(n))).toEqual([5_000, 20_000, 80_000]);
    expect(mailRetryDelayMs(20)).toBe(30 * 60_000);
  });
});
