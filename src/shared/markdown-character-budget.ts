import type { Code, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';
import { enterText, textUpToBreak } from './markdown-joined-text.js';

/**
 * `]`s one paragraph (or heading, or table cell) may give the parser to end links, images and footnote calls with
 * (docs/decisions/0045-bounded-markdown.md). The parser reads back from each `]`: GFM's footnote calls walk back over
 * the paragraph's events to the last `[` or `![`, and a link's end reads its whole label, so its time grows with the
 * square of their number: 100 KB of `]` took 50 s. A paragraph of a hundred links is far past any real one.
 */
export const LABEL_ENDS_PER_PARAGRAPH = 200;

/**
 * `<`s one paragraph may give the parser to start tags, comments and autolinks with. The parser reads on from each to
 * the end of what it starts, which one never closed (`<?`, `<!--`) puts at the paragraph's end: 100 KB of `!<?` took
 * tens of seconds. A paragraph of a hundred tags is far past any real one.
 */
export const TAGS_PER_PARAGRAPH = 200;

/**
 * `[`s one paragraph may give the parser to start links, images' labels and footnote calls with. Each opens a label the
 * parser keeps until a `]` closes it or the paragraph ends, and every one left open is events to walk and undo: 100 KB
 * of `[` took over a second. A paragraph of a hundred links is far past any real one.
 */
export const LABEL_STARTS_PER_PARAGRAPH = 200;

/**
 * `\`s one paragraph may give the parser to escape characters with. Each escape is three tokens to build and read
 * back: 100 KB of `\` took over a second. Past it a backslash is text, as typed; a paragraph of two hundred escapes
 * is far past any real one.
 */
export const ESCAPES_PER_PARAGRAPH = 200;

const BACKSLASH = 92;
const LEFT_SQUARE_BRACKET = 91;
const RIGHT_SQUARE_BRACKET = 93;
const LESS_THAN = 60;

/**
 * The construct, tried before the others at every `code`, that declines (so they read it) while the paragraph has met
 * fewer than `perParagraph`, then reads it as text, with the text around it and the run of the same character after
 * it, whose budget is spent too, in one go.
 */
function budgeted(code: number, perParagraph: number, name: string): Extension {
  /** The characters each paragraph's tokenizer has met, by the tokenizer's list of events (one list per paragraph). */
  const met = new WeakMap<TokenizeContext['events'], number>();
  function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const { events } = this;
    const count = met.get(events) ?? 0;
    const rest = textUpToBreak(this, effects, ok);
    const spent = (character: Code): State | undefined => {
      if (character !== code) return rest(character);
      effects.consume(character);
      return spent;
    };
    return (character: Code) => {
      if (count < perParagraph) {
        met.set(events, count + 1);
        return nok(character);
      }
      enterText(this, effects);
      effects.consume(character);
      return spent;
    };
  }
  return { text: { [code]: { name, tokenize } } };
}

/**
 * The micromark extension that holds each paragraph to ESCAPES_PER_PARAGRAPH `\`s, LABEL_STARTS_PER_PARAGRAPH `[`s,
 * LABEL_ENDS_PER_PARAGRAPH `]`s and TAGS_PER_PARAGRAPH `<`s.
 */
export const characterBudget: Extension[] = [
  budgeted(BACKSLASH, ESCAPES_PER_PARAGRAPH, 'spentEscape'),
  budgeted(LEFT_SQUARE_BRACKET, LABEL_STARTS_PER_PARAGRAPH, 'spentLabelStart'),
  budgeted(RIGHT_SQUARE_BRACKET, LABEL_ENDS_PER_PARAGRAPH, 'spentLabelEnd'),
  budgeted(LESS_THAN, TAGS_PER_PARAGRAPH, 'spentTagStart'),
];
