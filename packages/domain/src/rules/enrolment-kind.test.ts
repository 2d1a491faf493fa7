import { describe, expect, it } from 'vitest';
import { kindCorrectionProblem } from './enrolment-kind.ts';

describe('kindCorrectionProblem', () => {
  it('a curso especial only without another class that counts', () => {
    expect(kindCorrectionProblem('especial', 0)).toBeNull();
    expect(kindCorrectionProblem('especial', 1)).toBe('studentEspecialOnly');
  });
  it('ordinaria and repeticion are always accepted', () => {
    expect(kindCorrectionProblem('ordinaria', 1)).toBeNull();
    expect(kindCorrectionProblem('repeticion', 1)).toBeNull();
  });
});
