/**
 * The one seeded pseudo-random generator (mulberry32) of the project: the demo seed, the bench's data
 * and the reliability scripts draw from it, so a seed always gives the same data and a failing run can
 * be repeated. Not for anything secret.
 */
export function prng(seed: number) {
  let a = seed >>> 0;
  /** A number in [0, 1). */
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max], both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  /** Fisher–Yates, in place. */
  const shuffle = <T>(list: T[]): T[] => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = int(0, i);
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    shuffle,
    /** `n` distinct items of `list` in random order (the list is left as it was). */
    sample: <T>(list: readonly T[], n: number): T[] => shuffle([...list]).slice(0, n),
  };
}

export type Prng = ReturnType<typeof prng>;
