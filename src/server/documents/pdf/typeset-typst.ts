import { readFileSync } from 'node:fs';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

/** Typst source and the files it reads (images…), by path relative to it. */
export interface TypstJob {
  source: string;
  files?: Record<string, Uint8Array>;
}

/**
 * A typesetter kept warm for one set of fonts: created on first use, its fonts loaded once, so later documents
 * compile faster. Each job's PDF is returned; Typst's diagnostics are thrown when it does not compile.
 */
export function warmTypesetter(workspace: string, fontFiles: readonly string[]): (job: TypstJob) => Buffer {
  const main = `${workspace}/main.typ`;
  let compiler: NodeCompiler | null = null;
  return ({ source, files = {} }) => {
    compiler ??= NodeCompiler.create({
      workspace,
      fontArgs: [{ fontBlobs: fontFiles.map((file) => readFileSync(file)) }],
    });
    const typst = compiler;
    typst.resetShadow();
    typst.mapShadow(main, Buffer.from(source));
    for (const [name, bytes] of Object.entries(files)) typst.mapShadow(`${workspace}/${name}`, Buffer.from(bytes));
    try {
      const result = typst.compile({ mainFilePath: main });
      const error = result.takeError();
      if (error || !result.result) {
        const messages = error ? typst.fetchDiagnostics(error).map((d: { message?: string }) => d.message) : [];
        throw new Error(`The PDF could not be typeset: ${messages.join('; ') || 'no document'}`);
      }
      return typst.pdf(result.result);
    } finally {
      typst.resetShadow();
      // Documents differ from job to job, so memoised layout rarely helps the next one: drop it rather than let it pile up.
      typst.evictCache(0);
    }
  };
}
