import { AppError } from '../../errors/app-error.js';
import { serveOnThread } from '../../threads/serve-on-thread.js';
import type { PngCheckReply } from './check-cover-png.js';
import { verifyPngStructure } from './verify-png-structure.js';

/** A thread of check-cover-png.ts's pool: checks each PNG it is sent and answers its refusal, or none. */
serveOnThread((png: Uint8Array) =>
  verifyPngStructure(Buffer.from(png.buffer, png.byteOffset, png.byteLength)).then(
    (): PngCheckReply => ({ refusal: null }),
    (error: unknown): PngCheckReply => {
      if (error instanceof AppError)
        return { refusal: { code: error.code, message: error.message, field: error.field } };
      throw error;
    },
  ),
);
