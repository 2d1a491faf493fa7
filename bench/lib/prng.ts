/** Deterministic pseudo-random numbers (mulberry32), so every run generates the same data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** Fisher–Yates, in place. */
    shuffle<T>(list: T[]): T[] {
      for (let i = list.length - 1; i > 0; i--) {
        const j = int(0, i);
        [list[i], list[j]] = [list[j]!, list[i]!];
      }
      return list;
    },
  };
}
export type Prng = ReturnType<typeof prng>;
