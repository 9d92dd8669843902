/** The words the book panel says about a run and its figures (docs/decisions/0029-book-runs.md). */
import { countLabel } from '@/lib/count-label';
import { formatCount } from '@shared/format-count';
import { formatDollars } from '@shared/format-dollars';
import { COURSE_PLAN_LIMITS, LIMITS } from '@shared/limits';
import { formatShare } from '@shared/template-text';
import type { BookPart, BookRun, BookView, TokenFigures, WrittenPart } from '@shared/schemas/book-run';
import type { PlanWords } from '@shared/plan-words';

/**
 * 'Up to 100 chapters; each about 600–1,500 words, at most 3,000.' A course's module is written lesson by lesson, so its
 * line gives a lesson's words: 'Up to 100 modules; each lesson about 400–800 words, at most 1,200.'
 */
export const limitsLine = (words: PlanWords) => {
  const { asked, most, each } =
    words.kind === 'course'
      ? { asked: COURSE_PLAN_LIMITS.lessonWordsAsked, most: COURSE_PLAN_LIMITS.lessonWords, each: 'each lesson' }
      : { asked: LIMITS.sectionWordsAsked, most: LIMITS.chapterWords, each: 'each' };
  return `Up to ${LIMITS.bookChapters} ${words.units.toLowerCase()}; ${each} about ${formatCount(asked.min)}–${formatCount(asked.max)} words, at most ${formatCount(most)}.`;
};

/** A written part that names chapters the plan no longer has where it says (docs/decisions/0040). */
export const OUT_OF_DATE = 'Out of date: the plan changed';

/** 'Also rewrite 4 parts the plan changed', offered beside Write the rest. */
export const rewriteOutOfDateLabel = (parts: number) => `Also rewrite ${countLabel(parts, 'part')} the plan changed`;

/** Said when every part is written ('of the course' for a course). */
export const nothingLeft = (words: PlanWords) =>
  `Every part of the ${words.noun} is written. Tick the box to rewrite the parts the plan changed.`;

export const CANCEL_NOTE = 'Stops after the part being written; what is written is kept.';

export const wordsLabel = (words: number) => `${formatCount(words)} ${words === 1 ? 'word' : 'words'}`;

/** How much of a written part is still template text by the built-in writer ('96% template text'); none when none. */
export const templateLine = (part: Pick<BookPart, 'templateShare'>) =>
  part.templateShare > 0 ? `${formatShare(part.templateShare)} template text by the built-in writer` : undefined;

/**
 * A workbook's written part's exercises and how many of them the answer key answers: 'Exercises: Your Plan, Reflect ·
 * 3 model answers'; nothing for a part without exercises.
 */
export function exercisesLine({ exercises, modelAnswers }: Pick<BookPart, 'exercises' | 'modelAnswers'>) {
  if (exercises.length === 0) return undefined;
  const answered = modelAnswers > 0 ? ` · ${countLabel(modelAnswers, 'model answer')} in the answer key` : '';
  return `Exercises: ${exercises.join(', ')}${answered}`;
}

/** The number of chapters in the plan, which a chapter being written is counted against. */
export const chapterCountOf = (parts: readonly BookPart[]) => parts.filter((part) => part.role === 'chapter').length;

type PartRef = { role: BookPart['role']; number: number | null; title: string };

/**
 * 'the introduction', 'chapter 4' ('module 4' of a course), or 'chapter 4 of 12' when the plan's count is given; an
 * opening or closing part with a name of its own by that name ('Course Overview').
 */
function partPhrase({ role, number, title }: PartRef, words: PlanWords, chapterCount?: number) {
  const unit = words.unit.toLowerCase();
  if (role === 'chapter')
    return chapterCount === undefined ? `${unit} ${number}` : `${unit} ${number} of ${chapterCount}`;
  return title === '' || title.toLowerCase() === role ? `the ${role}` : title;
}

/** 'Writing chapter 4 of 12: Quiet Kitchens', 'Writing the introduction', 'Rewriting chapter 4: Quiet Kitchens'. */
export function currentPartLine(run: BookRun, chapterCount: number, words: PlanWords) {
  const { current } = run;
  if (!current) return `Finishing the ${words.noun}`;
  const rewrite = run.kind === 'rewrite';
  const phrase = partPhrase(current, words, rewrite ? undefined : chapterCount);
  const titled = current.role === 'chapter' ? `${phrase}: ${current.title}` : phrase;
  return `${rewrite ? 'Rewriting' : 'Writing'} ${titled}`;
}

/** 'Rewrite chapter 4?', asked before a part is written again. */
export const rewriteQuestion = (part: PartRef, words: PlanWords) => `Rewrite ${partPhrase(part, words)}?`;

/** 'under a minute', 'about 1 minute', 'about 3 minutes', 'about 2 hours'. */
export function durationLabel(seconds: number) {
  if (seconds < 45) return 'under a minute';
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 90) return `about ${countLabel(minutes, 'minute')}`;
  return `about ${countLabel(Math.round(minutes / 60), 'hour')}`;
}

/** 'About 1 minute left', 'Under a minute left'. */
export function timeLeftLine(seconds: number) {
  const label = durationLabel(seconds);
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} left`;
}

/** A figure rounded to its two leading digits, as an estimate is told: 52,341 → 52,000. */
function roughly(value: number) {
  if (value < 100) return value;
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

const totalTokens = (figures: TokenFigures) => figures.inputTokens + figures.outputTokens;

/**
 * The estimate for a run that leaves the out-of-date parts as they are: the time and tokens in proportion to the parts
 * it writes (each part is estimated alike). Unchanged when they are rewritten or there are none.
 */
export function estimateOfRun(estimate: BookView['estimate'], rewriteOutOfDate: boolean): BookView['estimate'] {
  const { parts, rewrites, seconds, tokens } = estimate;
  if (rewriteOutOfDate || rewrites === 0) return estimate;
  const share = parts / (parts + rewrites);
  const scale = (value: number) => Math.round(value * share);
  return {
    parts,
    rewrites: 0,
    seconds: seconds === null ? null : scale(seconds),
    tokens: tokens && {
      inputTokens: scale(tokens.inputTokens),
      outputTokens: scale(tokens.outputTokens),
      costUsd: tokens.costUsd === null ? null : tokens.costUsd * share,
    },
  };
}

/**
 * '12 parts to write · about 3 minutes', '2 parts to write, 4 to rewrite', '4 parts to rewrite'; the time only when
 * there is a pace to go by.
 */
export function estimateLine({ parts, rewrites, seconds }: BookView['estimate']) {
  const counts = parts > 0 || rewrites === 0 ? [`${countLabel(parts, 'part')} to write`] : [];
  if (rewrites > 0)
    counts.push(`${counts.length > 0 ? formatCount(rewrites) : countLabel(rewrites, 'part')} to rewrite`);
  const count = counts.join(', ');
  return seconds === null ? count : `${count} · ${durationLabel(seconds)}`;
}

/**
 * 'about 52,000 tokens · ≈ $0.08' (the price when it is set); the built-in writer's tokens are counted as a
 * provider's would be, and are free: 'about 52,000 tokens · free with the built-in writer'.
 */
export function estimateCostLine({ estimate, writer }: Pick<BookView, 'estimate' | 'writer'>) {
  if (!estimate.tokens) return null;
  const tokens = `about ${formatCount(roughly(totalTokens(estimate.tokens)))} tokens`;
  if (writer.provider === 'offline') return `${tokens} · free with the built-in writer`;
  const { costUsd } = estimate.tokens;
  return costUsd === null ? tokens : `${tokens} · ≈ ${formatDollars(costUsd)}`;
}

/** '48,210 tokens used · $0.07'. */
export function usageLine(usage: TokenFigures) {
  const tokens = `${formatCount(totalTokens(usage))} tokens used`;
  return usage.costUsd === null ? tokens : `${tokens} · ${formatDollars(usage.costUsd)}`;
}

/**
 * What a run has spent against its budget (docs/decisions/0061-run-budget.md): '12,400 of 40,000 tokens · $0.03 of
 * $0.10', '12,400 tokens used' without one.
 */
export function spendLine({ usage, budget }: Pick<BookRun, 'usage' | 'budget'>) {
  const used = formatCount(totalTokens(usage));
  const line = [budget.tokens === null ? `${used} tokens used` : `${used} of ${formatCount(budget.tokens)} tokens`];
  if (usage.costUsd !== null) {
    const spent = formatDollars(usage.costUsd);
    line.push(budget.usd === null ? spent : `${spent} of ${formatDollars(budget.usd)}`);
  }
  return line.join(' · ');
}

/**
 * What the book (or course) cost, over every run that wrote it: 'What the book cost: 30,000 tokens in, 18,210 out ·
 * $0.07'; null before any part is written by a run.
 */
export function bookCostLine(cost: TokenFigures, words: PlanWords) {
  if (totalTokens(cost) === 0) return null;
  const tokens = `${formatCount(cost.inputTokens)} tokens in, ${formatCount(cost.outputTokens)} out`;
  return `What the ${words.noun} cost: ${cost.costUsd === null ? tokens : `${tokens} · ${formatDollars(cost.costUsd)}`}`;
}

/** 'Book written: 14 parts, 12,400 words' ('Course written: …'), the book as it now stands. */
export function bookWrittenLine(parts: readonly BookPart[], { noun }: PlanWords) {
  const written = parts.filter((part) => part.contentId !== null);
  const words = written.reduce((total, part) => total + part.words, 0);
  const product = noun.charAt(0).toUpperCase() + noun.slice(1);
  return `${product} written: ${countLabel(written.length, 'part')}, ${wordsLabel(words)}`;
}

/** 'Rewritten: Chapter 4: Quiet Kitchens, 1,234 words'. */
export function rewrittenLine(run: BookRun) {
  const part = run.written[0];
  return part ? `Rewritten: ${part.sectionName}, ${wordsLabel(part.words)}` : 'Nothing was rewritten.';
}

/** 'Stopped after 3 parts. What was written is kept.' */
export const stoppedLine = (run: BookRun) =>
  `Stopped after ${countLabel(run.stepsDone, 'part')}. What was written is kept.`;

/** How each kind of thing the clean-up took out is named. */
const CLEANUP_NAMES: Record<WrittenPart['cleanup'][number]['kind'], string> = {
  preamble: 'opening',
  closing: 'closing',
  fence: 'fence',
  heading: 'heading',
};

/**
 * What writing a part took, in one line: '1,234 of 600 words asked · openai/gpt-4.1-mini · asked again once ·
 * continued twice'. Parts saved before this was kept show their words alone.
 */
export function partWritingLine(part: WrittenPart): string {
  const words =
    part.wordsAsked === null
      ? wordsLabel(part.words)
      : `${formatCount(part.words)} of ${formatCount(part.wordsAsked)} words asked`;
  const line = [words];
  if (part.writer) line.push(part.writer === 'offline' ? 'built-in writer' : part.writer);
  if (part.retries > 0) line.push(`asked again ${countLabel(part.retries, 'time')}`);
  if (part.continuations > 0) line.push(`continued ${countLabel(part.continuations, 'time')}`);
  return line.join(' · ');
}

/** What the clean-up took out of a part: 'Removed: opening “Sure! Here's…”; closing “Let me know…”', or null. */
export function partCleanupLine(part: WrittenPart): string | null {
  if (part.cleanup.length === 0) return null;
  return `Removed: ${part.cleanup.map((removal) => `${CLEANUP_NAMES[removal.kind]} “${removal.text}”`).join('; ')}`;
}
