import net from 'node:net';

/**
 * Which peers may speak for a client in X-Forwarded-For (docs/reliability.md, "Behind a proxy").
 * Addresses are compared as numbers: IPv4 in a 32-bit space, IPv6 in a 128-bit one.
 */
type Range = readonly [bigint, bigint];

const V4_BITS = 32n;
const V6_BITS = 128n;

function v4ToBigint(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

function v6ToBigint(address: string): bigint {
  let text = address.split('%')[0]!.toLowerCase();
  // A dotted IPv4 tail (::ffff:1.2.3.4) becomes two hextets.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4ToBigint(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const hextets = [...left, ...Array<string>(missing).fill('0'), ...right];
  return hextets.reduce((n, h) => (n << 16n) | BigInt(parseInt(h || '0', 16)), 0n);
}

function range(start: bigint, prefix: bigint, bits: bigint): Range {
  const size = 1n << (bits - prefix);
  const first = (start / size) * size;
  return [first, first + size - 1n];
}

const MAPPED_V4 = range(0xffff00000000n, 96n, V6_BITS);

const v4 = (cidr: string): Range => {
  const [address = '', bits] = cidr.split('/');
  return range(v4ToBigint(address), BigInt(bits ?? 32), V4_BITS);
};
const v6 = (cidr: string): Range => {
  const [address = '', bits] = cidr.split('/');
  return range(v6ToBigint(address), BigInt(bits ?? 128), V6_BITS);
};

/** Not reachable from the internet: loopback, private networks (RFC 1918), IPv6 unique local (fc00::/7). */
const PRIVATE_V4 = ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map(v4);
const PRIVATE_V6 = ['::1/128', 'fc00::/7'].map(v6);

/** IPv4 blocks that are never a client on the internet (RFC 6890): what remains is "everyone". */
const NON_PUBLIC_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/3',
].map(v4);
/** Every public IPv6 address today is global unicast. */
const PUBLIC_V6 = v6('2000::/3');

const inRanges = (n: bigint, ranges: readonly Range[]) => ranges.some(([a, b]) => n >= a && n <= b);

/** Does the union of `ranges` cover every address of `target`, apart from `except`? */
function covers(ranges: readonly Range[], target: Range, except: readonly Range[] = []): boolean {
  const holes = [...ranges, ...except].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  let next = target[0];
  for (const [a, b] of holes) {
    if (a > next) return false;
    if (b >= next) next = b + 1n;
    if (next > target[1]) return true;
  }
  return next > target[1];
}

/**
 * The socket peer of a hop count must be on this machine or a private network: an address on the
 * internet is a client that connected directly, and may not speak for anyone.
 */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return inRanges(v4ToBigint(address), PRIVATE_V4);
  if (family !== 6) return false;
  const n = v6ToBigint(address);
  if (n >= MAPPED_V4[0] && n <= MAPPED_V4[1]) return inRanges(n - MAPPED_V4[0], PRIVATE_V4);
  return inRanges(n, PRIVATE_V6);
}

/**
 * Fastify's trust function for a hop count: the nearest `hops` proxies, the first of them (the socket
 * peer) only when it connects from a private address (see isPrivateAddress).
 */
export function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}

/**
 * Which part of the internet a list of addresses/CIDRs (already validated) would trust wholesale:
 * 'IPv4' when it covers every public IPv4 address (0.0.0.0/0, 0.0.0.0/1 + 128.0.0.0/1, ::ffff:0:0/96…),
 * 'IPv6' when it covers all of 2000::/3; null when it names particular proxies. IPv4-mapped IPv6
 * networks of /96 or longer count as IPv4, as the trust check itself reads them.
 */
export function trustsEveryone(entries: readonly string[]): 'IPv4' | 'IPv6' | null {
  const ranges4: Range[] = [];
  const ranges6: Range[] = [];
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    if (net.isIP(address) === 4) {
      ranges4.push(v4(entry));
      continue;
    }
    const r = v6(entry);
    const prefix = BigInt(bits ?? 128);
    const mapped = v6ToBigint(address) >= MAPPED_V4[0] && v6ToBigint(address) <= MAPPED_V4[1];
    if (mapped && prefix >= 96n) ranges4.push([r[0] - MAPPED_V4[0], r[1] - MAPPED_V4[0]]);
    else if (!mapped) ranges6.push(r);
  }
  if (ranges4.length && covers(ranges4, [0n, (1n << V4_BITS) - 1n], NON_PUBLIC_V4)) return 'IPv4';
  if (ranges6.length && covers(ranges6, PUBLIC_V6)) return 'IPv6';
  return null;
}
