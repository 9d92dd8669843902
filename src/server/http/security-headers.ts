import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.js';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Only our own origin may supply scripts, styles, fonts, images and API calls; nobody may frame us.
 * Browsers are told to insist on HTTPS only when the app is served over it: on a plain-HTTP install the header
 * would be ignored at best, and would lock out its other HTTP sites at worst.
 */
export function securityHeaderValues({ https }: { https: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  });
}

/** Answers made with these headers from the start (see `answerWith`); every other answer gets them afterwards. */
const answersWithStandardHeaders = new WeakSet<Response>();

/**
 * An answer carrying the security headers and the request's id beside `headers`, as one plain object made once:
 * the server writes such an answer without building a `Headers` object, which costs more than a small JSON answer
 * takes to make. Headers set earlier with `c.header()` are not carried over (lint keeps that method out of the
 * server).
 */
export function answerWith(
  c: Context<AppEnv>,
  body: string | Uint8Array | null,
  status: number,
  headers: Record<string, string>,
): Response {
  const standard = c.get('standardHeaders');
  if (!standard) return new Response(body, { status, headers });
  const response = new Response(body, {
    status,
    headers: { ...standard, 'X-Request-Id': c.get('requestId'), ...headers },
  });
  answersWithStandardHeaders.add(response);
  return response;
}

/**
 * Every answer carries the security headers and `X-Request-Id`: answers made with `answerWith` from the start,
 * any other (static files, streams, better-auth's) once it is made. The security headers are one object shared by
 * every request, not copied for each: a per-request copy with the id, spread again into the answer's headers, cost
 * about 6 µs of CPU a request, against 0.3 µs for spreading the shared object once (measured on Node 20), a tenth
 * of what a signed-in read costs the server.
 */
export const securityHeaders = (options: { https: boolean }) => {
  const values = securityHeaderValues(options);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('standardHeaders', values);
    await next();
    if (answersWithStandardHeaders.has(c.res)) return;
    const { headers } = c.res;
    const standard = c.get('standardHeaders');
    for (const name in standard) headers.set(name, standard[name]!);
    headers.set('X-Request-Id', c.get('requestId'));
  });
};

/**
 * The answer being made goes without `Cross-Origin-Opener-Policy`. Only for a page that runs no script and shows
 * nobody's data (the guests' landing page): isolating such a page from other windows guards nothing, and on a
 * phone the isolation costs each first visit a fresh renderer process (docs/decisions/0018).
 */
export function leaveOpenerUnisolated(c: Context<AppEnv>): void {
  const standard = c.get('standardHeaders');
  if (!standard) return;
  const { 'Cross-Origin-Opener-Policy': _isolation, ...rest } = standard;
  c.set('standardHeaders', rest);
}
