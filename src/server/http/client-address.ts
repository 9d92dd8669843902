import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. Behind a reverse proxy (`trustProxy`), the last X-Forwarded-For entry: the address
 * our own proxy saw, which a client cannot forge. Otherwise the socket's remote address (requests made
 * in-process, as in tests, have none).
 */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1]!;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
}
