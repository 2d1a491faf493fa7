import net from 'node:net';

/**
 * What the proxy does to the database's traffic:
 * - pass: forwards both ways;
 * - refuse: closes every connection and stops listening (connection refused, as when PostgreSQL is down);
 * - reset: resets every open connection, and every new one as soon as it is accepted;
 * - silent: a network partition — open connections stop carrying bytes both ways, new ones are
 *   accepted and never answered; on `pass` again, everything held flows on (as TCP would resume).
 *   A client that gives up and closes its connection meanwhile is never heard of by the server: the
 *   server's side stays open, as it would with its FIN and RST lost (its session, its transaction and
 *   its locks live on). Once the network is back, the server learns only when it sends something —
 *   the client's host then answers with a reset — so its side is dropped at that moment (at once if it
 *   sent something during the partition), or when the server closes it itself.
 */
export type FaultMode = 'pass' | 'refuse' | 'reset' | 'silent';

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
  /** The client closed during a partition: the server's side lives on, unaware. */
  orphan: boolean;
  /** Bytes held back while silent, per direction. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

/** A small TCP proxy (node:net) in front of a database, whose mode a test switches at will. */
export class FaultProxy {
  mode: FaultMode = 'pass';
  readonly #pairs = new Set<Pair>();
  #server: net.Server | null = null;
  #port = 0;

  private constructor(private readonly target: { host: string; port: number }) {}

  static async start(target: { host: string; port: number }): Promise<FaultProxy> {
    const proxy = new FaultProxy(target);
    await proxy.#listen();
    return proxy;
  }

  get port(): number {
    return this.#port;
  }

  /** Connections open through the proxy right now. */
  get connections(): number {
    return this.#pairs.size;
  }

  /** Server-side connections whose client went away during a partition, still open. */
  get orphans(): number {
    return [...this.#pairs].filter((p) => p.orphan).length;
  }

  async setMode(mode: FaultMode): Promise<void> {
    const previous = this.mode;
    this.mode = mode;
    if (mode === 'refuse') {
      for (const p of this.#pairs) this.#drop(p, false);
      await this.#close();
    } else if (mode === 'reset') {
      for (const p of this.#pairs) this.#drop(p, true);
    } else if (mode === 'silent') {
      for (const p of this.#pairs) {
        p.client.pause();
        p.upstream?.pause();
      }
    } else if (previous === 'silent') {
      for (const p of this.#pairs) this.#resume(p);
    }
    if (mode !== 'refuse' && !this.#server) await this.#listen();
  }

  async close(): Promise<void> {
    for (const p of this.#pairs) this.#drop(p, false);
    await this.#close();
  }

  #listen(): Promise<void> {
    const server = net.createServer((socket) => this.#accept(socket));
    this.#server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      // The same port every time: a refused connection must come from the same address the app knows.
      server.listen({ host: '127.0.0.1', port: this.#port }, () => {
        this.#port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  #close(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  #accept(client: net.Socket): void {
    if (this.mode === 'reset') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null, orphan: false, toUpstream: [], toClient: [] };
    this.#pairs.add(pair);
    client.on('error', () => this.#clientGone(pair));
    client.on('close', () => this.#clientGone(pair));
    client.on('data', (chunk: Buffer) => {
      if (this.mode === 'silent' || !pair.upstream?.writable) pair.toUpstream.push(chunk);
      else pair.upstream.write(chunk);
    });
    if (this.mode === 'silent') client.pause();
    else this.#connectUpstream(pair);
  }

  #connectUpstream(pair: Pair): void {
    const upstream = net.connect(this.target);
    pair.upstream = upstream;
    upstream.on('connect', () => {
      for (const chunk of pair.toUpstream.splice(0)) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (this.mode === 'silent') pair.toClient.push(chunk);
      // The client's host has no such connection any more: its reset reaches the server.
      else if (pair.orphan) this.#drop(pair, false);
      else pair.client.write(chunk);
    });
    upstream.on('error', () => this.#drop(pair, false));
    upstream.on('close', () => this.#drop(pair, false));
  }

  #resume(pair: Pair): void {
    if (pair.orphan) {
      // What the server sent during the partition is retransmitted now, and answered with a reset.
      if (pair.toClient.length) this.#drop(pair, false);
      return;
    }
    if (!pair.upstream) this.#connectUpstream(pair);
    else if (pair.upstream.writable && !pair.upstream.connecting) {
      for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
    }
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
    pair.client.resume();
    pair.upstream?.resume();
  }

  /** The client closed its connection: during a partition the server does not hear of it. */
  #clientGone(pair: Pair): void {
    if (this.mode === 'silent' && pair.upstream && !pair.upstream.destroyed) {
      pair.orphan = true;
      // The client's unsent bytes never arrive.
      pair.toUpstream.length = 0;
      if (!pair.client.destroyed) pair.client.destroy();
      return;
    }
    this.#drop(pair, false);
  }

  #drop(pair: Pair, reset: boolean): void {
    if (!this.#pairs.delete(pair)) return;
    if (reset && !pair.client.destroyed) pair.client.resetAndDestroy();
    else pair.client.destroy();
    pair.upstream?.destroy();
  }
}
