import type { Code, Effects, Extension, State, Token, TokenizeContext } from 'micromark-util-types';

const DATA = 'data';

/**
 * Whether `code` ends a run of text for micromark's text tokenizer: the end, or a character some construct may start
 * at after the character before it (its `previous`), as micromark's own `atBreak` decides.
 */
function isBreak(context: TokenizeContext, code: Code): boolean {
  if (code === null) return true;
  const constructs = context.parser.constructs.text[code] ?? [];
  return [constructs]
    .flat()
    .some((construct) => !construct.previous || construct.previous.call(context, context.previous));
}

/** The run of text that ends where the tokenizer is, if the last event closes one. */
function textBefore(context: TokenizeContext): Token | undefined {
  const [kind, before] = context.events.at(-1) ?? [];
  return kind === 'exit' && before?.type === DATA && before.end.offset === context.now().offset ? before : undefined;
}

/**
 * Opens a run of text where the tokenizer is: the run just before it, reopened (its enter and exit are the last two
 * events), if there is one. Only for a construct that will not decline after it: declining rewinds the events to
 * their length before it, and this shortens them.
 */
export function enterText(context: TokenizeContext, effects: Effects): void {
  const before = textBefore(context);
  if (!before) {
    effects.enter(DATA);
    return;
  }
  const { start } = before;
  context.events.length -= 2;
  effects.enter(DATA, before);
  before.start = start;
}

/** The state that reads the open run of text on to the next character where markup may start, then closes it. */
export function textUpToBreak(context: TokenizeContext, effects: Effects, ok: State): State {
  return function text(code) {
    if (isBreak(context, code)) {
      effects.exit(DATA);
      return ok(code);
    }
    effects.consume(code);
    return text;
  };
}

/**
 * Tried at a character where markup may start, after every construct for it has declined: reads it and the text after
 * it, up to the next such character, on with the run of text just before it.
 */
function tokenizeJoinedText(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  return (code) => {
    if (!textBefore(this)) return nok(code);
    enterText(this, effects);
    effects.consume(code);
    return textUpToBreak(this, effects, ok);
  };
}

/**
 * The micromark extension that keeps text between markup as one run of data as it reads it
 * (docs/decisions/0045-bounded-markdown.md). micromark starts a new run at every character where markup may start but
 * does not (a word's first letter may start a GFM e-mail address; a `!`, `]` or `<` may start an image, a link's end
 * or a tag), then joins adjacent runs at the paragraph's end by cutting its list of events once for each group, so
 * a paragraph's time grew with the square of its lines: 100 KB of "a b" lines took 12 s. Joined as they are read, the
 * runs leave it nothing to cut; the tree is the same.
 */
export const joinedText: Extension = {
  text: { null: [{ name: 'joinedText', tokenize: tokenizeJoinedText }] },
};
