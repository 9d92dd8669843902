import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { frameHeader, readFrames } from './render-frames.js';

const frame = (name: string, bytes: Buffer) => Buffer.concat([frameHeader(name, bytes.length), bytes]);

async function* inPieces(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const readAll = async (stream: AsyncIterable<Uint8Array>) => {
  const frames = [];
  for await (const { name, bytes } of readFrames(stream)) frames.push({ name, bytes: Buffer.from(bytes) });
  return frames;
};

describe('render frames', () => {
  const files = [
    { name: 'request', bytes: Buffer.from(JSON.stringify({ title: 'Prep Once 🍲' })) },
    { name: 'cover', bytes: randomBytes(30_000) },
    { name: 'empty', bytes: Buffer.alloc(0) },
  ];
  const stream = Buffer.concat(files.map(({ name, bytes }) => frame(name, bytes)));

  it('reads back every file whole, in order, however the pipe splits them', async () => {
    for (const size of [1, 7, 65_536, stream.length]) expect(await readAll(inPieces(stream, size))).toEqual(files);
  });

  it('reads nothing from an empty stream, and refuses one that ends inside a frame', async () => {
    expect(await readAll(inPieces(Buffer.alloc(0), 1))).toEqual([]);
    for (const end of [1, 5, stream.length - 1])
      await expect(readAll(inPieces(stream.subarray(0, end), 1024))).rejects.toThrow('The stream ended inside a frame');
  });
});
