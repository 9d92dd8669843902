import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BookInput } from '../../documents/book-model.js';
import type { RenderRequest } from './render-request.js';
import { RENDER_TIMEOUT_MS } from '../../limits.js';

export type RenderedDocuments = { pdf: Buffer; docx: Buffer; epub: Buffer };

/** The child's file beside this one: .ts under tsx (dev, tests), .js when built. */
const CHILD = path.join(import.meta.dirname, `render-documents-child${path.extname(import.meta.filename)}`);
const CHILD_ARGS = CHILD.endsWith('.ts') ? ['--import', 'tsx', CHILD] : [CHILD];

/**
 * Renders the book's PDF, DOCX and EPUB in a child process: Typst's compile is synchronous and keeps memory it
 * never gives back, so the server's event loop stays free and its memory flat; the child's is gone when it exits.
 * Aborting `signal` kills the child.
 */
export async function renderDocuments(input: BookInput, signal?: AbortSignal): Promise<RenderedDocuments> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'infoforge-render-'));
  try {
    const request: RenderRequest = {
      outDir,
      book: { ...input, cover: input.cover ? Buffer.from(input.cover).toString('base64') : null },
    };
    await runChild(JSON.stringify(request), signal);
    const [pdf, docx, epub] = await Promise.all(
      ['pdf', 'docx', 'epub'].map((ext) => readFile(path.join(outDir, `book.${ext}`))),
    );
    if (!pdf || !docx || !epub) throw new Error('The renderer wrote no files');
    return { pdf, docx, epub };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function runChild(request: string, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, CHILD_ARGS, {
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: RENDER_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(stderr.trim() || `The renderer stopped (${signal ?? `exit ${code}`})`));
    });
    child.stdin.end(request);
  });
}
