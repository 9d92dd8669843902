import type { Code, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';
import { enterText, textUpToBreak } from './markdown-joined-text.js';

/**
 * Runs of `*`, `_` and `~` one paragraph (or heading, or table cell) may give the parser to pair into emphasis and
 * strikethrough (docs/decisions/0045-bounded-markdown.md). The parser pairs them by splicing its list of events once
 * per pair, so its time grows with the square of their number: 100 KB of `a*` took minutes. A paragraph that stresses
 * a hundred phrases is far past any real one; the runs after these read as the characters they are.
 */
export const EMPHASIS_RUNS_PER_PARAGRAPH = 200;

/**
 * The longest run of one marker the parser pairs: bold italic (`***`). A run nests as many emphasis and strong nodes
 * as it has pairs of markers, splicing the list of events for each: one of 50,000 `*` on each side of a word took the
 * parser minutes and nested 25,000 nodes, past the stack of the renderers that read them. A longer run reads as the
 * characters it is, and costs none of the paragraph's budget.
 */
export const MAX_EMPHASIS_RUN = 3;

const ASTERISK = 42;
const UNDERSCORE = 95;
const TILDE = 126;

/** The runs each paragraph's tokenizer has met, by the tokenizer's list of events (one list per paragraph). */
const runsMet = new WeakMap<TokenizeContext['events'], number>();

/** Succeeds where the run of markers at the point is longer than MAX_EMPHASIS_RUN (tried as a check: it reads none). */
function tokenizeLongRun(effects: Effects, ok: State, nok: State): State {
  let marker: Code = null;
  let length = 0;
  return (code: Code) => {
    marker = code;
    effects.enter('data');
    return run(code);
  };

  function run(code: Code): State | undefined {
    if (code !== marker) {
      effects.exit('data');
      return length > MAX_EMPHASIS_RUN ? ok(code) : nok(code);
    }
    effects.consume(code);
    length += 1;
    return run;
  }
}

const longRun = { tokenize: tokenizeLongRun, partial: true };

/**
 * Tried before emphasis and strikethrough at every run of their markers: declines (so they read it) if it is short and
 * the paragraph's budget lasts, or else reads it as text, with the text around it.
 */
function tokenizePlainRun(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const met = runsMet.get(this.events) ?? 0;
  let marker: Code = null;

  const run = (code: Code): State | undefined => {
    if (code !== marker) return textUpToBreak(this, effects, ok)(code);
    effects.consume(code);
    return run;
  };
  const plain = (code: Code): State | undefined => {
    enterText(this, effects);
    return run(code);
  };
  const budgeted = (code: Code): State | undefined => {
    if (met >= EMPHASIS_RUNS_PER_PARAGRAPH) return plain(code);
    runsMet.set(this.events, met + 1);
    return nok(code);
  };
  return (code) => {
    marker = code;
    return effects.check(longRun, plain, budgeted)(code);
  };
}

const plainRun = { name: 'plainEmphasisRun', tokenize: tokenizePlainRun };

/**
 * The micromark extension that reads runs of emphasis markers longer than MAX_EMPHASIS_RUN, and those past each
 * paragraph's EMPHASIS_RUNS_PER_PARAGRAPH, as plain text.
 */
export const emphasisBudget: Extension = {
  text: { [ASTERISK]: plainRun, [UNDERSCORE]: plainRun, [TILDE]: plainRun },
};
