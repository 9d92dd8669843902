import type { Writable } from 'node:stream';

/**
 * How the server and its render child pass whole files over a pipe, raw: each as a frame, its name's length (one
 * byte), its name, its length (four bytes, big-endian) and its bytes. The server sends the book as a `request` frame
 * and its cover as a `cover` frame; the child answers a frame per format.
 */
export function frameHeader(name: string, length: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(1 + nameBytes.length + 4);
  header.writeUInt8(nameBytes.length, 0);
  nameBytes.copy(header, 1);
  header.writeUInt32BE(length, 1 + nameBytes.length);
  return header;
}

export interface Frame {
  name: string;
  bytes: Buffer;
}

/**
 * The frames of a stream, each once it is whole: only the frame being read is held (its pieces joined once), and a
 * consumer that awaits between frames holds the stream back. A stream that ends inside a frame is an error.
 */
export async function* readFrames(stream: AsyncIterable<Uint8Array>): AsyncGenerator<Frame> {
  const read = byteReader(stream);
  for (let nameLength = await read(1, true); nameLength; nameLength = await read(1, true)) {
    const name = (await read(nameLength.readUInt8(0))).toString('utf8');
    const length = (await read(4)).readUInt32BE(0);
    yield { name, bytes: await read(length) };
  }
}

/** Reads exactly `count` bytes; null at the end of the stream only where `endAllowed`. */
function byteReader(stream: AsyncIterable<Uint8Array>) {
  const chunks = stream[Symbol.asyncIterator]();
  let pieces: Buffer[] = [];
  let buffered = 0;
  async function read(count: number, endAllowed: true): Promise<Buffer | null>;
  async function read(count: number): Promise<Buffer>;
  async function read(count: number, endAllowed = false): Promise<Buffer | null> {
    while (buffered < count) {
      const next = await chunks.next();
      if (next.done) {
        if (endAllowed && buffered === 0) return null;
        throw new Error('The stream ended inside a frame');
      }
      pieces.push(Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      buffered += next.value.byteLength;
    }
    const joined = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, buffered);
    pieces = buffered > count ? [joined.subarray(count)] : [];
    buffered -= count;
    return joined.subarray(0, count);
  }
  return read;
}

/** Writes one chunk and waits until the stream has handed it on, so a large file is never queued behind another. */
export function writeChunk(out: Writable, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())));
}
