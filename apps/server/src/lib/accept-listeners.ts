import { createServer, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

// Why more than one listening socket (docs/decisions/0067): libuv accepts one connection per
// turn of the event loop (libuv#3696), and under overload a turn takes as long as answering
// every ready connection once (250–450 ms with 1,000–1,500 busy connections). New connections
// then waited in the kernel's accept queue for over 10 s while every accepted one was answered.
// Each extra socket on the same port (SO_REUSEPORT) gets a share of the new connections from
// the kernel and is accepted from once per turn as well, so a turn accepts as many connections
// as there are sockets. The extra sockets hand what they accept to the HTTP server, exactly as
// its own socket does.

export type AcceptListeners = {
  /** Connections the extra sockets accepted (the rest were accepted by the HTTP server's own). */
  acceptedByExtras(): number;
  /** Stops accepting on the extra sockets (the HTTP server's own is closed by app.close()). */
  close(): Promise<void>;
};

/** Fails with EADDRINUSE when anything already listens on the port, with SO_REUSEPORT or not. */
async function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, resolve);
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

const listen = (server: Server, port: number, host: string, backlog: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog, reusePort: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Listens on `port` with `1 + extra` sockets. On a Node without SO_REUSEPORT support (before
 * 22.12) it listens on one socket and says so through `warn`.
 */
export async function listenWithAcceptors(
  app: FastifyInstance,
  options: { port: number; host: string; backlog: number; extra: number },
  warn: (message: string) => void,
): Promise<AcceptListeners> {
  const { host, backlog, extra } = options;
  // SO_REUSEPORT lets a second server started by mistake share the port silently, where it
  // used to fail; the probe keeps that failure.
  await ensurePortFree(options.port, host);
  // Fastify hands these options to net.Server#listen as they are; its type lacks reusePort.
  const own = { port: options.port, host, backlog, reusePort: extra > 0 };
  await app.listen(own);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const extras: Server[] = [];
  let acceptedByExtras = 0;
  for (let i = 0; i < extra; i++) {
    const server = createServer({ noDelay: true }, (socket) => {
      acceptedByExtras += 1;
      app.server.emit('connection', socket);
    });
    try {
      await listen(server, port, host, backlog);
    } catch (error) {
      warn(
        `one listening socket only (${error instanceof Error ? error.message : String(error)}): this Node cannot share a port (SO_REUSEPORT needs Node 22.12 or newer)`,
      );
      break;
    }
    extras.push(server);
  }
  return {
    acceptedByExtras: () => acceptedByExtras,
    close: async () => {
      await Promise.all(
        extras.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}
