/**
 * The two ways from template text by the built-in writer to real text, in the words the book panel and the publish
 * check both use (docs/decisions/0038-honest-offline-drafts.md).
 */
export const TEMPLATE_TEXT_WAYS_OUT =
  'For real text, edit the parts in your own words, or connect an AI provider (the AI_PROVIDER lines of the README, ' +
  'e.g. a local Ollama) and rewrite them.';
