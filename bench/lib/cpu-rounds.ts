/** One variant of an in-process probe: a label and a request to make (`i` picks its token, path…). */
export type Variant = [label: string, run: (i: number) => Promise<unknown>];

/**
 * CPU µs per request of each variant, for the in-process probes (`own-classes-probe.ts`,
 * `list-probe.ts`). The machine is shared: the variants run interleaved, in rounds of `block` requests
 * each, after 300 requests of warm-up, and each is reported as the median of its rounds (with its
 * quartiles), so a burst of load hits all of them alike.
 */
export async function cpuRounds(variants: Variant[], requests: number, rounds = 15) {
  const block = Math.ceil(requests / rounds);
  const samples = variants.map(() => [] as number[]);
  for (const [, run] of variants) for (let i = 0; i < 300; i++) await run(i);
  for (let r = 0; r < rounds; r++) {
    for (const [v, [, run]] of variants.entries()) {
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < block; i++) await run(r * block + i);
      const cpu = process.cpuUsage(cpu0);
      samples[v]!.push((cpu.user + cpu.system) / block);
    }
  }
  return samples.map((s) => {
    const sorted = [...s].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.floor(q * sorted.length)]!;
    return { median: at(0.5), quartiles: [at(0.25), at(0.75)] as const };
  });
}
