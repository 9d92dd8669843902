/**
 * The two ways from template text by the built-in writer to real text, in the words the book panel and the publish
 * check both use (docs/decisions/0038-honest-offline-drafts.md).
 */
export const TEMPLATE_TEXT_WAYS_OUT =
  'For real text, edit the parts in your own words, or connect an AI provider (the AI_PROVIDER lines of the README, ' +
  'e.g. a local Ollama) and rewrite them.';

/**
 * The share of a text's words below which what a machine wrote is only a trace: runs of words any two writers may
 * share by chance (docs/decisions/0071-honesty-measured.md). A book that keeps more of the built-in writer's template
 * text than this is a template draft: its files say "Draft – template text", the publish check fails every store and
 * KDP's AI answer counts the built-in writer's work; a section that keeps no more of a machine's text is the creator's.
 * A share measured, never whether a part was touched: one sentence added to each part leaves nearly all of it.
 */
export const MACHINE_TRACE_SHARE = 0.02;

/** Whether a book whose `templateWords` of `words` are still the built-in writer's is a template draft. */
export const isTemplateDraft = ({ words, templateWords }: { words: number; templateWords: number }) =>
  templateWords > words * MACHINE_TRACE_SHARE;

/** A share as a whole percentage for people ('34%'), never rounded to 0% or 100% when it is neither. */
export function formatShare(share: number): string {
  const percent = Math.round(share * 100);
  if (percent === 0 && share > 0) return 'under 1%';
  if (percent === 100 && share < 1) return 'over 99%';
  return `${percent}%`;
}
