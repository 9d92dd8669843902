import { parentPort } from 'node:worker_threads';
import { AppError } from '../../errors/app-error.js';
import type { PngCheckReply } from './check-cover-png.js';
import { verifyPngStructure } from './verify-png-structure.js';

/** A thread of check-cover-png.ts's pool: checks each PNG it is sent and answers its refusal, or none. */
parentPort!.on('message', (png: Uint8Array) => {
  void verifyPngStructure(Buffer.from(png.buffer, png.byteOffset, png.byteLength)).then(
    () => parentPort!.postMessage({ refusal: null } satisfies PngCheckReply),
    (error: unknown) => {
      const reply: PngCheckReply =
        error instanceof AppError
          ? { refusal: { code: error.code, message: error.message, field: error.field } }
          : { failure: error instanceof Error ? error.message : String(error) };
      parentPort!.postMessage(reply);
    },
  );
});
