import { describe, expect, it } from 'vitest';
import { prng } from './prng.ts';

describe('prng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => {
      const r = prng(seed);
      return Array.from({ length: 5 }, () => r.next());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps mulberry32 values, so seeded data does not change', () => {
    expect(prng(2026).next()).toBeCloseTo(0.455408, 6);
  });

  it('draws integers within both bounds', () => {
    const r = prng(1);
    const seen = new Set(Array.from({ length: 200 }, () => r.int(3, 5)));
    expect([...seen].sort()).toEqual([3, 4, 5]);
  });

  it('samples distinct items without touching the list', () => {
    const list = [1, 2, 3, 4, 5, 6];
    const picked = prng(3).sample(list, 4);
    expect(new Set(picked).size).toBe(4);
    expect(picked.every((x) => list.includes(x))).toBe(true);
    expect(list).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shuffles in place keeping every item', () => {
    const list = [1, 2, 3, 4, 5];
    const out = prng(4).shuffle(list);
    expect(out).toBe(list);
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
