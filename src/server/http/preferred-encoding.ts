export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, then gzip, else identity. An
 * encoding is accepted when listed (or matched by `*`) with a q-value above zero (RFC 9110, section 12.5.3).
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
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
