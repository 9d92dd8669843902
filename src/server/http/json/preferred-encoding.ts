import { ACCEPT_ENCODINGS_REMEMBERED, ACCEPT_ENCODING_REMEMBERED_MAX_CHARS } from '../../limits.js';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding chosen for each Accept-Encoding header seen: a browser sends the same header with every request,
 * and reading it costs more than looking it up (about 1.2 µs against 0.05). The first headers seen are remembered,
 * up to a number far above the few that browsers send; any other is read each time.
 */
const chosen = new Map<string | undefined, ContentEncoding>();

/** The encoding to answer with for an Accept-Encoding header: brotli when accepted, then gzip, else identity. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const known = chosen.get(acceptEncoding);
  if (known) return known;
  const encoding = readAcceptEncoding(acceptEncoding);
  const short = (acceptEncoding ?? '').length <= ACCEPT_ENCODING_REMEMBERED_MAX_CHARS;
  if (short && chosen.size < ACCEPT_ENCODINGS_REMEMBERED) chosen.set(acceptEncoding, encoding);
  return encoding;
}

/** An encoding is accepted when listed (or matched by `*`) with a q-value above zero. */
function readAcceptEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
