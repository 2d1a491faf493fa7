/** Runs `fn` over `items` with at most `limit` at a time; the results in the items' order. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

/**
 * `--name value` and `--flag` arguments over `defaults` (kebab-case names become camelCase; a value is a
 * number when its default is one; a flag without a value is 'true').
 */
export function parseArgs<T extends Record<string, string | number>>(argv: readonly string[], defaults: T): T {
  const out: Record<string, string | number> = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const key = arg.slice(2).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    const nextArg = argv[i + 1];
    const value = nextArg !== undefined && !nextArg.startsWith('--') ? argv[++i]! : 'true';
    out[key] = typeof defaults[key] === 'number' ? Number(value) : value;
  }
  return out as T;
}
