import type { Code, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

/**
 * Runs of `*`, `_` and `~` one paragraph (or heading, or table cell) may give the parser to pair into emphasis and
 * strikethrough (docs/decisions/0045-bounded-markdown.md). The parser pairs them by splicing its list of events once
 * per pair, so its time grows with the square of their number: 100 KB of `a*` took minutes. A paragraph that stresses
 * a hundred phrases is far past any real one; the runs after these read as the characters they are.
 */
export const EMPHASIS_RUNS_PER_PARAGRAPH = 200;

const ASTERISK = 42;
const UNDERSCORE = 95;
const TILDE = 126;

/** The runs each paragraph's tokenizer has met, by the tokenizer's list of events (one list per paragraph). */
const runsMet = new WeakMap<TokenizeContext['events'], number>();

/**
 * Tried before emphasis and strikethrough at every run of their markers: declines (so they read it) while the
 * paragraph's budget lasts, then takes the run as plain text.
 */
function tokenizeSpentRun(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const { events } = this;
  const met = runsMet.get(events) ?? 0;
  let marker: Code = null;
  return start;

  function start(code: Code): State | undefined {
    if (met < EMPHASIS_RUNS_PER_PARAGRAPH) {
      runsMet.set(events, met + 1);
      return nok(code);
    }
    marker = code;
    effects.enter('data');
    return run(code);
  }

  function run(code: Code): State | undefined {
    if (code !== marker) {
      effects.exit('data');
      return ok(code);
    }
    effects.consume(code);
    return run;
  }
}

const spentRun = { name: 'spentEmphasisRun', tokenize: tokenizeSpentRun };

/** The micromark extension that holds each paragraph to EMPHASIS_RUNS_PER_PARAGRAPH runs of emphasis markers. */
export const emphasisBudget: Extension = {
  text: { [ASTERISK]: spentRun, [UNDERSCORE]: spentRun, [TILDE]: spentRun },
};
