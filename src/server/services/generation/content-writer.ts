// Who wrote a saved section's text (generated_content.writer; docs/decisions/0038-honest-offline-drafts.md) and which
// machine generated it (generated_content.generated_by; docs/decisions/0058-ai-disclosure.md).

/** The built-in writer: template text that gives a book its structure, not its subject matter. */
export const OFFLINE_WRITER = 'offline';
/** Text the creator saved by hand. */
export const WRITTEN_BY_CREATOR = 'creator';

/** The writer an engine records: 'offline', or '<provider>/<model>'. */
export const writerOf = (info: { provider: string; model: string }): string =>
  info.provider === 'offline' ? OFFLINE_WRITER : `${info.provider}/${info.model}`;

/**
 * The columns that record who wrote a section's text, the only way they are written: its writer and, when a machine
 * wrote it, that machine as what generated it. An edit by hand changes the writer and keeps what generated the text
 * before, so text generated and then edited differs from text the creator wrote.
 */
export const writtenBy = (writer: string): { writer: string; generated_by?: string } =>
  writer === WRITTEN_BY_CREATOR ? { writer } : { writer, generated_by: writer };
