import { countWords } from '../../../shared/count-words.js';
import { LIMITS } from '../../../shared/limits.js';
import { PART_SHARED_SENTENCES_MAX } from '../../limits.js';
import type { RunContext } from './run-context.js';
import { mostSharedWith, sentencesOf } from './shared-sentences.js';
import type { StoredRunStep } from './stored-run.js';

/** The words a part is asked for: the least of the range every request names. */
export const WORDS_ASKED = LIMITS.sectionWordsAsked.min;
/** Sentences named when a part is asked again for saying what another part says. */
const NAMED_SENTENCES = 8;

/** What is wrong with a provider's part: what it is told when asked again, and why the run pauses if it persists. */
export interface PartProblem {
  kind: 'short' | 'repeats';
  feedback: string;
  /** Why the run pauses when the part is still wrong after it was asked again; null to keep it as it is. */
  pauseReason: string | null;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Whether a provider's part holds (docs/decisions/0053-provider-answer-hygiene.md): at least half the words asked,
 * and no more than PART_SHARED_SENTENCES_MAX of its sentences said already by another written part of the book.
 */
export function checkPart(context: RunContext, step: StoredRunStep, text: string): PartProblem | null {
  const others = [...context.written].flatMap(([key, part]) => (key === step.key ? [] : [part]));
  const shared = mostSharedWith(sentencesOf(text), others);
  if (shared && shared.share > PART_SHARED_SENTENCES_MAX) {
    const named = shared.sentences.slice(0, NAMED_SENTENCES).map((sentence) => `- ${sentence}`);
    return {
      kind: 'repeats',
      feedback: [
        `The answer before repeated ${percent(shared.share)} of its sentences from “${shared.name}”. These are already said in the book; say something new in their place:`,
        ...named,
      ].join('\n'),
      pauseReason: `“${step.title}” still repeats ${percent(shared.share)} of its sentences from “${shared.name}” after it was asked for new text. Resume to ask again, or write the part yourself.`,
    };
  }
  const words = countWords(text);
  if (words < WORDS_ASKED / 2) {
    return {
      kind: 'short',
      feedback: `The answer before had ${words} words, ${WORDS_ASKED - words} short of the ${WORDS_ASKED} this part needs at least: write the whole part at full length.`,
      pauseReason: null,
    };
  }
  return null;
}
