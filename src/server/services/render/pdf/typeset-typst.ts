import { readFileSync } from 'node:fs';
import { NodeCompiler, type NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';

/** Lays out one Typst source; throws with Typst's diagnostics when it does not compile. */
export type Typeset = (source: string) => NodeTypstDocument;

/** What a use of a typesetter is given: lays out a source, writes a laid-out document as PDF, queries its layout. */
export interface TypesetTools {
  typeset: Typeset;
  pdf: (doc: NodeTypstDocument) => Buffer;
  /** The values of the `metadata` elements under `label` in a laid-out document, in the document's order. */
  metadata: (doc: NodeTypstDocument, label: string) => unknown[];
}

/**
 * Runs `use` with `files` (images…, by path relative to the source) given to the compiler, and the tools to lay out
 * sources that read them (as many as it needs), write them as PDF and read what their layout placed where.
 */
export type Typesetter = <T>(files: Record<string, Uint8Array>, use: (tools: TypesetTools) => T) => T;

/**
 * A typesetter kept warm for one set of fonts: created on first use, its fonts loaded once, so later documents
 * compile faster. The files and memoised layout of one use are dropped after it.
 */
export function warmTypesetter(workspace: string, fontFiles: readonly string[]): Typesetter {
  const main = `${workspace}/main.typ`;
  let compiler: NodeCompiler | null = null;
  return (files, use) => {
    compiler ??= NodeCompiler.create({
      workspace,
      fontArgs: [{ fontBlobs: fontFiles.map((file) => readFileSync(file)) }],
    });
    const typst = compiler;
    typst.resetShadow();
    for (const [name, bytes] of Object.entries(files)) typst.mapShadow(`${workspace}/${name}`, Buffer.from(bytes));
    const typeset: Typeset = (source) => {
      typst.mapShadow(main, Buffer.from(source));
      const result = typst.compile({ mainFilePath: main });
      const error = result.takeError();
      if (error || !result.result) {
        const messages = error ? typst.fetchDiagnostics(error).map((d: { message?: string }) => d.message) : [];
        throw new Error(`The PDF could not be typeset: ${messages.join('; ') || 'no document'}`);
      }
      return result.result;
    };
    const metadata = (doc: NodeTypstDocument, label: string): unknown[] => {
      const values: unknown = typst.query(doc, { selector: `<${label}>`, field: 'value' });
      if (!Array.isArray(values)) throw new Error(`The query of <${label}> answered no list`);
      return values;
    };
    try {
      return use({ typeset, pdf: (doc) => typst.pdf(doc), metadata });
    } finally {
      typst.resetShadow();
      // Documents differ from job to job, so memoised layout rarely helps the next one: drop it rather than let it pile up.
      typst.evictCache(0);
    }
  };
}

/** One Typst source, reading `files`, as a PDF. */
export const typesetPdf = (typesetter: Typesetter, source: string, files: Record<string, Uint8Array> = {}) =>
  typesetter(files, ({ typeset, pdf }) => pdf(typeset(source)));
