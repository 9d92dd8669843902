import type { BetterAuthOptions } from 'better-auth';
import { getCookies } from 'better-auth/cookies';

/** A cookie value as better-auth's endpoints read it: percent-decoded when it decodes, as sent otherwise. */
function percentDecoded(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Reads a request's session cookie exactly where and as better-auth's `getSession` reads it (see README.md
 * here): under the one name its options give (`better-auth.session_token`, `__Secure-` first over HTTPS), the
 * first such pair of the Cookie header, trimmed, out of its double quotes, percent-decoded. An empty value is none.
 */
export function sessionCookieReader(options: BetterAuthOptions) {
  const name = getCookies(options).sessionToken.name;
  return (headers: Headers): string | null => {
    const header = headers.get('cookie');
    if (!header) return null;
    for (const pair of header.split(';')) {
      const equals = pair.indexOf('=');
      if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
      const raw = pair.slice(equals + 1).trim();
      return percentDecoded(raw.startsWith('"') ? raw.slice(1, -1) : raw) || null;
    }
    return null;
  };
}
