import { setextUnderline } from 'micromark-core-commonmark';
import type { Construct, Extension, Resolver } from 'micromark-util-types';

const DASH = 45;
const EQUALS_SIGN = 61;

const CONTENT = 'content';

/**
 * Where the content an underline makes a heading of opens: the last content opened before the underline.
 */
function contentStart(events: Parameters<Resolver>[0]): number {
  let index = events.length;
  while (index--) if (events[index]![0] === 'enter' && events[index]![1].type === CONTENT) return index;
  return 0;
}

/**
 * micromark's own resolver of a heading's underline (docs/decisions/0045-bounded-markdown.md), handed only the
 * events from the heading's content on. It edits none before them, but applies its edits by copying the whole list
 * it is given, which held every block of the section so far: a section of 25,000 underlined headings (100 KB of
 * `=` and line breaks) took two minutes. Given its heading alone, each underline costs the length of its heading.
 */
const resolveHeadingAlone: Resolver = (events, context) => {
  const start = contentStart(events);
  const heading = setextUnderline.resolveTo!(events.slice(start), context);
  events.length = start;
  for (const event of heading) events.push(event);
  return events;
};

const localSetextUnderline: Construct = {
  name: 'localSetextUnderline',
  tokenize: setextUnderline.tokenize,
  resolveTo: resolveHeadingAlone,
};

/** The micromark extension that reads headings' `=` and `-` underlines as micromark does, in time linear in them. */
export const setextUnderlineInLinearTime: Extension = {
  disable: { null: [setextUnderline.name!] },
  flow: { [DASH]: localSetextUnderline, [EQUALS_SIGN]: localSetextUnderline },
};
