import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import type { Code, Construct, Effects, Extension, State, Token, TokenizeContext } from 'micromark-util-types';
import { enterText, textUpToBreak } from './markdown-joined-text.js';

const UNDERSCORE = 95;

/** The labels (`[`, `![`) micromark's text tokenizer has open, in the order they were opened. */
type LabelStarts = Token[];

/**
 * Per list of open labels, how many from its start are known closed, and the label last of them: every label below
 * is closed for good (a closed label never opens again), so the next look starts there, unless labels were taken off
 * the list since (a link ended), which the label no longer in its place shows.
 */
const knownClosed = new WeakMap<LabelStarts, { count: number; last: Token | undefined }>();

/** Whether a label is open that no `]` has closed or found unmatched: in time linear in the labels, over a paragraph. */
function hasOpenLabel(context: TokenizeContext): boolean {
  const starts = context._labelStarts;
  if (!starts) return false;
  const known = knownClosed.get(starts);
  let count = known && known.count <= starts.length && starts[known.count - 1] === known.last ? known.count : 0;
  while (count < starts.length && starts[count]!._balanced) count += 1;
  knownClosed.set(starts, { count, last: starts[count - 1] });
  return count < starts.length;
}

/**
 * Tried before GFM's literal autolink (an e-mail address, `www.`, `http://`) where one may start, with the same
 * condition on the character before: where a label is open, reads the character and the text after it as text, as
 * GFM would after declining; otherwise declines, and GFM reads it.
 */
function guarded(construct: Construct): Construct {
  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    return (code: Code) => {
      if (!hasOpenLabel(this)) return nok(code);
      enterText(this, effects);
      effects.consume(code);
      return textUpToBreak(this, effects, ok);
    };
  }
  return { name: `openLabel${construct.name ?? ''}`, tokenize, previous: construct.previous };
}

/**
 * The micromark extension that reads GFM's literal autolinks after an open label in time linear in the text
 * (docs/decisions/0045-bounded-markdown.md). GFM declines an autolink inside a label still open, and finds that out by
 * walking back over the paragraph's events to the open `[` at every place one may start — each word after a code
 * span, a line break or an entity — so one `[` before 32 KB of "`a` b" took 1.5 s, growing with the square of the
 * text. The list of open labels answers it without the walk. Not at `_`, where emphasis starts too: its budget bounds
 * the walks there.
 */
export const autolinkLiteralInLinearTime: Extension = {
  text: Object.fromEntries(
    Object.entries(gfmAutolinkLiteral().text ?? {})
      .filter(([code]) => Number(code) !== UNDERSCORE)
      .map(([code, constructs]) => [
        code,
        [constructs]
          .flat()
          .filter((construct) => construct !== undefined)
          .map(guarded),
      ]),
  ),
};
