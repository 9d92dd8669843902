/** PostgreSQL error classes that mean the server went away or cannot take connections (57P0x, 08xxx). */
const UNAVAILABLE_SQLSTATE = /^(57P0[1-3]|08)/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** Also the pool's own 'timeout exceeded when trying to connect': every connection stayed busy for the whole wait. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|is not currently accepting connections/i;

/**
 * Whether an error means the database cannot be reached right now (as opposed to a bad query):
 * such a request is answered 503 and may simply be tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
