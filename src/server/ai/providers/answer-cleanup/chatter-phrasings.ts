/**
 * What models say to the person asking rather than to the reader, as they say it
 * (docs/decisions/0053-provider-answer-hygiene.md). Each pattern is matched against one short paragraph, lower-cased
 * with curly apostrophes made straight; a paragraph that matches is chatter, never the author's text. Add a phrasing
 * here, with its example in chatter-phrasings.test.ts, when a provider is seen saying something new.
 */

/** What a paragraph must stay under to be read as chatter: longer ones are the text itself. */
export const CHATTER_MAX_CHARS = 400;

/** What the request's part is called in a preamble ('Here is the chapter'). */
const PART_WORDS =
  '(?:chapter|section|module|lesson|part|step|exercise|template|introduction|conclusion|overview|draft|content|text|version|book|guide|course|workbook|rest)';

/** Openings addressed to the person asking: 'Sure! Here's the next chapter of your book:'. */
export const PREAMBLE_PHRASINGS: readonly RegExp[] = [
  new RegExp(
    `^(?:sure|certainly|of course|absolutely|okay|ok|alright|all right|great|got it|happy to help|gladly)[!,.:].*(?:\\bhere\\b|\\b${PART_WORDS}\\b|:$)`,
  ),
  new RegExp(`^(?:here(?:'s| is| are)|below is|below you'll find|what follows is)\\b.{0,120}\\b${PART_WORDS}\\b`),
  /^(?:i(?:'ve| have)|i'll|i will|let me|allow me to)\s+(?:now\s+)?(?:written|write|drafted|draft|created|create|put together|prepared|expanded|continue|continued)\b/,
  /^as (?:requested|you asked)\b/,
];

/** Closings that offer more or hope it helped: 'Let me know if you'd like any changes!'. */
export const CLOSING_PHRASINGS: readonly RegExp[] = [
  /\blet me know\b/,
  /^(?:i )?hope (?:this|that|it|you)\b/,
  /\bwould you like me to\b/,
  /\b(?:if|should) you(?:'d| would)? (?:like|want|prefer) (?:me to|any|a different|more|further|changes|adjustments|me)\b/,
  /\bi(?:'d| would| am|'m)? (?:be )?(?:happy|glad) to (?:help|adjust|revise|expand|make|change|tweak|write|continue|provide)\b/,
  /\bi can (?:also )?(?:adjust|revise|expand|shorten|rewrite|tweak|make changes|continue with|write the next)\b/,
  /\bfeel free to (?:ask|reach out|request|tell me)\b/,
  /^(?:happy writing|good luck with your (?:book|course|guide|project)|enjoy writing)\b/,
  /\b(?:shall|should) i (?:continue|go on|write|proceed)\b/,
];

/** A provider declining to write: 'I'm sorry, but I can't help with that.' */
export const REFUSAL_PHRASINGS: readonly RegExp[] = [
  /^(?:i'm|i am) (?:so |very )?sorry\b/,
  /^sorry,? (?:but )?i\b/,
  /^i apologi[sz]e\b/,
  /^i (?:can't|cannot|can not|won't|will not|am unable to|'m unable to|am not able to|'m not able to)\b/,
  /^as an ai\b/,
  /^unfortunately,? i (?:can't|cannot|am unable)\b/,
];

/** A paragraph as the phrasings read it: lower case, straight apostrophes, markup and spacing evened out. */
export function chatterForm(paragraph: string): string {
  return paragraph
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const matchesAny = (patterns: readonly RegExp[], paragraph: string) => {
  if (paragraph.length > CHATTER_MAX_CHARS) return false;
  const form = chatterForm(paragraph);
  return patterns.some((pattern) => pattern.test(form));
};

export const isPreamble = (paragraph: string) => matchesAny(PREAMBLE_PHRASINGS, paragraph);
export const isClosingOffer = (paragraph: string) => matchesAny(CLOSING_PHRASINGS, paragraph);
export const isRefusal = (paragraph: string) => matchesAny(REFUSAL_PHRASINGS, paragraph);
