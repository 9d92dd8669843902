import { parentPort } from 'node:worker_threads';
import { encodeCover } from './encode-cover.js';
import type { CoverTask, EncodedCoverReply } from './encode-cover-on-thread.js';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A thread of encode-cover-on-thread.ts's pool: draws and encodes each cover it is sent and answers its bytes. */
parentPort!.on('message', ({ spec, canvas }: CoverTask) => {
  let reply: EncodedCoverReply;
  try {
    // Bytes arrive as a Uint8Array: the art is read as a Buffer.
    const art = spec.art && { mimeType: spec.art.mimeType, bytes: asBuffer(spec.art.bytes) };
    reply = { bytes: encodeCover({ ...spec, ...(art ? { art } : {}) }, canvas) };
  } catch (error) {
    reply = { failure: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
