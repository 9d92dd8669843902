// Writes a brotli (.br) and a gzip (.gz) twin beside every compressible file of the built client,
// so the server sends compressed bytes without compressing on each request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Keeps a compressed twin only when it is smaller than the file itself. */
export function precompressDirectory(dir) {
  for (const file of filesUnder(dir).filter((name) => COMPRESSIBLE.test(name))) {
    const bytes = readFileSync(file);
    const twins = {
      br: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    };
    for (const [extension, compressed] of Object.entries(twins)) {
      if (compressed.length < bytes.length) writeFileSync(`${file}.${extension}`, compressed);
    }
  }
}
