import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words, upper-case, whatever the spacing', () => {
    expect(initials('ana  lópez ruiz')).toBe('AL');
    expect(initials(' Jorge ')).toBe('J');
    expect(initials('')).toBe('');
  });
});
