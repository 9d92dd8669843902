import { isRefusal } from './chatter-phrasings.js';

/** The most words a refusal runs to: a longer answer that opens with an apology is the text itself. */
const REFUSAL_MAX_WORDS = 120;

/** Data in place of prose: a JSON object or array and nothing else. */
function isJsonOnly(text: string): boolean {
  if (!/^[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a cleaned answer cannot be a part, in words a creator reads, or null when it can: empty, data in place of
 * prose, or the provider declining (its own words quoted).
 */
export function unusableAnswer(text: string): string | null {
  const trimmed = text.trim();
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return 'The AI provider answered with no text.';
  if (isJsonOnly(trimmed)) return 'The AI provider answered with data instead of text.';
  const opening = trimmed.split(/\n\s*\n/, 1)[0] ?? '';
  if (isRefusal(opening) && trimmed.split(/\s+/).length <= REFUSAL_MAX_WORDS) {
    return `The AI provider declined to write it: “${trimmed.replace(/\s+/g, ' ')}”`;
  }
  return null;
}

/** A cleaned answer so far that opens like a refusal and is still short enough to be one: it is not shown yet. */
export function mayStillBeRefusal(text: string): boolean {
  const trimmed = text.trimStart();
  const opening = trimmed.split(/\n\s*\n/, 1)[0] ?? '';
  return isRefusal(opening) && trimmed.split(/\s+/).length <= REFUSAL_MAX_WORDS;
}
