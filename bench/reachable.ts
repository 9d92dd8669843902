import { createConnection } from 'node:net';

/** Whether a TCP connection to the host and port of `url` (a PostgreSQL URL; 5432 when it names none) opens within 1 s. */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1_000);
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
    socket.once('close', () => socket.destroy());
    socket.once('connect', () => socket.end());
  });
}
