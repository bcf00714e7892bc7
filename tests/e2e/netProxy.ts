import net from 'node:net';

/**
 * A TCP proxy between the browser and the reference server that a test controls: it can cut the
 * network at any moment (open connections reset, new ones refused, as when Wi-Fi drops) and restore
 * it, or let a request reach the server but lose the response on the way back.
 */
export interface NetProxy {
  /** Origin to open pages on (http://127.0.0.1:port); everything the app loads goes through it. */
  readonly origin: string;
  /** Resets every open connection and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  readonly isCut: boolean;
  /**
   * The next request whose request line matches `pattern` (e.g. /POST \/api\/users\/me\/question\/guess/)
   * is delivered to the server, but its response is thrown away and the connection reset.
   * Resolves once that has happened.
   */
  loseNextResponse(pattern: RegExp): Promise<void>;
  /** Cuts the network the moment a request line matches `pattern`, before that request is forwarded. */
  cutOnRequest(pattern: RegExp): void;
  /** Counts requests whose request line matches, as seen by the proxy (for "reached the server"). */
  count(pattern: RegExp): number;
  close(): Promise<void>;
}

export async function startNetProxy(target: { host: string; port: number }): Promise<NetProxy> {
  const sockets = new Set<net.Socket>();
  const requestLines: string[] = [];
  let cut = false;
  let lose: { pattern: RegExp; done: () => void } | null = null;
  let cutOn: RegExp | null = null;
  const cutAll = () => {
    cut = true;
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };

  const server = net.createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    let losing: (() => void) | null = null;
    client.on('data', (chunk) => {
      // Request lines of HTTP/1.1 requests on this connection (good enough for our own traffic).
      for (const line of chunk.toString('latin1').match(/^[A-Z]+ \S+ HTTP\/1\.1$/gm) ?? []) {
        requestLines.push(line);
        if (cutOn?.test(line)) {
          cutOn = null;
          cutAll();
          return;
        }
        if (lose && lose.pattern.test(line)) {
          losing = lose.done;
          lose = null;
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (losing) {
        const done = losing;
        losing = null;
        // The server has answered: the answer never reaches the browser.
        client.resetAndDestroy();
        upstream.destroy();
        done();
        return;
      }
      client.write(chunk);
    });
    const end = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    get isCut() {
      return cut;
    },
    cut: cutAll,
    cutOnRequest(pattern) {
      cutOn = pattern;
    },
    restore() {
      cut = false;
    },
    loseNextResponse(pattern) {
      return new Promise((resolve) => {
        lose = { pattern, done: resolve };
      });
    },
    count(pattern) {
      return requestLines.filter((line) => pattern.test(line)).length;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
