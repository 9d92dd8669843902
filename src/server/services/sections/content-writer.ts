// Who wrote a saved section's text (generated_content.writer; docs/decisions/0038-honest-offline-drafts.md), which
// machine generated it (generated_content.generated_by; docs/decisions/0058-ai-disclosure.md) and the text it generated
// (generated_content.generated_text; docs/decisions/0071-honesty-measured.md). Their values are made only here, and
// written only by section-rows.ts.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The built-in writer: template text that gives a book its structure, not its subject matter. */
export const OFFLINE_WRITER = 'offline';
/** Text the creator saved by hand. */
export const WRITTEN_BY_CREATOR = 'creator';

/** The writer an engine records: 'offline', or '<provider>/<model>'. */
export const writerOf = (info: { provider: string; model: string }): string =>
  info.provider === 'offline' ? OFFLINE_WRITER : `${info.provider}/${info.model}`;

/** The columns of text a machine wrote: it is the writer and what generated it, and the text is what it generated. */
export const machineWrote = (machine: string, text: string) => ({
  writer: machine,
  generated_by: machine,
  generated_text: text,
});

/**
 * The columns of text the creator changed by hand: they are its writer from then on, and what a machine generated
 * before is kept apart, so text generated and then edited differs from text the creator wrote, and how much of the
 * machine's text is left can be measured.
 */
export const editedByCreator = { writer: WRITTEN_BY_CREATOR } as const;

/**
 * The columns of a section saved from a generation (the Content Generator, the wizard, the editor's Regenerate):
 * the machine's text as it answered, and its writer the machine when the section is that text as it was, else the
 * creator.
 */
export const savedFromGeneration = (generation: { machine: string; text: string }, saved: string) =>
  generation.text.trim() === saved.trim()
    ? machineWrote(generation.machine, generation.text)
    : { ...editedByCreator, generated_by: generation.machine, generated_text: generation.text };

type SectionColumns = ExpressionBuilder<Database, 'generated_content'>;

/** A rewrite's columns: the new `text` by `machine`, the text before and who wrote it kept as the previous version. */
export const rewrittenBy = (eb: SectionColumns, text: string, machine: string) => ({
  previous_content: eb.ref('content'),
  previous_writer: eb.ref('writer'),
  previous_generated_by: eb.ref('generated_by'),
  previous_generated_text: eb.ref('generated_text'),
  content: text,
  ...machineWrote(machine, text),
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
  generated_text: eb.ref('previous_generated_text'),
  previous_generated_text: eb.ref('generated_text'),
});
