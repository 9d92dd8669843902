// Who wrote a saved section's text (generated_content.writer; docs/decisions/0038-honest-offline-drafts.md).

/** The built-in writer: template text that gives a book its structure, not its subject matter. */
export const OFFLINE_WRITER = 'offline';
/** Text the creator saved by hand. */
export const WRITTEN_BY_CREATOR = 'creator';

/** The writer an engine records: 'offline', or '<provider>/<model>'. */
export const writerOf = (info: { provider: string; model: string }): string =>
  info.provider === 'offline' ? OFFLINE_WRITER : `${info.provider}/${info.model}`;
