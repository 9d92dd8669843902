// Who wrote a saved section's text (generated_content.writer; docs/decisions/0038-honest-offline-drafts.md) and which
// machine generated it (generated_content.generated_by; docs/decisions/0058-ai-disclosure.md). The columns are written
// only here.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The built-in writer: template text that gives a book its structure, not its subject matter. */
export const OFFLINE_WRITER = 'offline';
/** Text the creator saved by hand. */
export const WRITTEN_BY_CREATOR = 'creator';

/** The writer an engine records: 'offline', or '<provider>/<model>'. */
export const writerOf = (info: { provider: string; model: string }): string =>
  info.provider === 'offline' ? OFFLINE_WRITER : `${info.provider}/${info.model}`;

/**
 * The columns that record who wrote a section's text: its writer and, when a machine wrote it, that machine as what
 * generated it. An edit by hand changes the writer and keeps what generated the text before, so text generated and
 * then edited differs from text the creator wrote.
 */
export const writtenBy = (writer: string): { writer: string; generated_by?: string } =>
  writer === WRITTEN_BY_CREATOR ? { writer } : { writer, generated_by: writer };

type SectionColumns = ExpressionBuilder<Database, 'generated_content'>;

/** A rewrite's columns: the new `text` by `writer`, the text before and who wrote it kept as the previous version. */
export const rewrittenBy = (eb: SectionColumns, text: string, writer: string) => ({
  previous_content: eb.ref('content'),
  previous_writer: eb.ref('writer'),
  previous_generated_by: eb.ref('generated_by'),
  content: text,
  ...writtenBy(writer),
});

/**
 * Restore's columns: the previous version comes back with who wrote it, and the current one becomes the previous
 * (an update reads every column as it was before it).
 */
export const restoredVersion = (eb: SectionColumns) => ({
  content: eb.fn.coalesce('previous_content', 'content'),
  previous_content: eb.ref('content'),
  writer: eb.ref('previous_writer'),
  previous_writer: eb.ref('writer'),
  generated_by: eb.ref('previous_generated_by'),
  previous_generated_by: eb.ref('generated_by'),
});
