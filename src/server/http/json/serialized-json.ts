import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { COMPRESS_INLINE_MAX_BYTES } from '../../limits.js';

/**
 * Bodies compressed on the spot use brotli's fastest quality with a window just large enough for them: most of
 * brotli's per-call cost is setting up its default 4 MB window and deeper matchers, and on a 3.5 KB list quality 1
 * takes about a quarter of quality 4's time for ~15% more bytes. Large bodies, compressed off the event loop,
 * get quality 4, where the bytes saved are worth more.
 */
const BROTLI_INLINE = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: Math.log2(COMPRESS_INLINE_MAX_BYTES) },
};
const BROTLI_IN_POOL = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/** The same trade for gzip, asked for only by clients without brotli. */
const GZIP_INLINE = { level: 1 };

const compressInline = {
  br: (body: Buffer) => brotliCompressSync(body, BROTLI_INLINE),
  gzip: (body: Buffer) => gzipSync(body, GZIP_INLINE),
};
const compressInPool = {
  br: promisify((body: Buffer, done: (error: Error | null, result: Buffer) => void) =>
    brotliCompress(body, BROTLI_IN_POOL, done),
  ),
  gzip: promisify((body: Buffer, done: (error: Error | null, result: Buffer) => void) => gzip(body, done)),
};

async function compress(encoding: 'br' | 'gzip', text: string): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = Buffer.from(text);
  const compressed =
    bytes.byteLength <= COMPRESS_INLINE_MAX_BYTES
      ? compressInline[encoding](bytes)
      : await compressInPool[encoding](bytes);
  return new Uint8Array(compressed);
}

/**
 * A JSON body serialized once, as `JSON.stringify` writes it. Its compressed forms are kept as they are made, so a
 * body answered more than once (a kept page of a list) is compressed once per encoding. `Value` is the type it was
 * made from, so an answer made of it is type-checked like the value itself.
 */
export class SerializedJson<Value = unknown> {
  readonly text: string;
  readonly #compressed: { br?: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> } = {};
  declare readonly madeFrom?: Value;

  constructor(value: Value) {
    this.text = JSON.stringify(value);
  }

  async compressed(encoding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>> {
    return (this.#compressed[encoding] ??= await compress(encoding, this.text));
  }
}
