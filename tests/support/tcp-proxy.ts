import net from 'node:net';

/**
 * A TCP forwarder to a real server that a test can cut (every open connection dropped, new ones refused) and
 * restore on the same port: a database restart or failover as the app's connection pool sees it.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  /** The app's side of each open connection. */
  const clients = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    clients.add(client);
    client.on('close', () => clients.delete(client));
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    /** Drops every open connection and refuses new ones; resolves with how many connections the app had open. */
    async cut() {
      const dropped = clients.size;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      return dropped;
    },
    restore: () => listen(port),
    async stop() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
