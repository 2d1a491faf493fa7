import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageMeta, pageWindow, totalPages } from './pagination.ts';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps ±2 pages around the current one with first, last and ellipses', () => {
    expect(pageWindow(6, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
  });
  it('does not put an ellipsis where no page is skipped', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageWindow(7, 10)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8, 9, 10]);
  });
  it('holds for any page of any length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 510 }), (total, asked) => {
        const items = pageWindow(asked, total);
        const current = Math.min(Math.max(1, asked), total);
        const pages = items.filter((i): i is number => typeof i === 'number');
        // First and last always; every page within ±2 of the current one; nothing else.
        const expected = new Set([1, total]);
        for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= total) expected.add(p);
        expect(pages).toEqual([...expected].sort((a, b) => a - b));
        // An ellipsis stands exactly where pages are skipped.
        items.forEach((item, i) => {
          if (typeof item === 'number') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(1);
        });
        for (let i = 1; i < items.length; i++) {
          const a = items[i - 1];
          const b = items[i];
          if (typeof a === 'number' && typeof b === 'number') expect(b - a).toBe(1);
        }
        expect(items.length).toBeLessThanOrEqual(9);
      }),
    );
  });

  it('clamps out-of-range pages and handles no pages', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('page meta', () => {
  it('counts pages', () => {
    expect(totalPages(0, 3)).toBe(0);
    expect(totalPages(7, 3)).toBe(3);
    expect(totalPages(6, 3)).toBe(2);
    expect(pageMeta(2, 3, 7)).toEqual({ page: 2, totalPages: 3, total: 7 });
  });
});
