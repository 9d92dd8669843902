import { describe, expect, it } from 'vitest';
import { isClosingOffer, isPreamble, isRefusal } from './chatter-phrasings.js';

/** What providers were seen saying, one example per phrasing, and text of books that only looks like it. */
const PREAMBLES = [
  "Sure! Here's the next chapter of your book:",
  'Certainly. Here is Chapter 3, written to your outline.',
  'Of course! Below is the introduction:',
  'Here is the generated chapter:',
  "Here's the revised section, about 1,200 words:",
  "Below you'll find the conclusion for your ebook.",
  "I've written the chapter with practical steps throughout.",
  'Let me write the next module for you.',
  'As requested, the chapter follows.',
];
const CLOSINGS = [
  "Let me know if you'd like any changes!",
  'I hope this helps!',
  'Hope this chapter gives your readers what they need.',
  'Would you like me to continue with Chapter 4?',
  "If you'd like a different tone, just say so.",
  "I'd be happy to adjust the length or the examples.",
  'I can also expand any section into a checklist.',
  'Feel free to ask for revisions.',
  'Happy writing!',
  'Shall I continue with the next chapter?',
];
const REFUSALS = [
  "I'm sorry, but I can't help with that.",
  'Sorry, I cannot write this content.',
  'I apologize, but I am unable to create that chapter.',
  "I can't assist with this request.",
  'As an AI language model, I cannot write that.',
  'Unfortunately, I cannot produce this section.',
];
const TEXT = [
  'Great bread starts with a lively starter.',
  'Here is where most bakers go wrong: they feed too late.',
  'Of course, not every loaf rises the same way.',
  'Keep a log of every bake, and hope for patience more than luck.',
  'If you want a sourer loaf, retard the dough overnight.',
  'I can still remember my first loaf.',
  'Sorry is not a word a good baker needs: write every bake down and learn from it.',
];

describe('chatter phrasings', () => {
  it.each(PREAMBLES)('reads "%s" as a preamble', (text) => expect(isPreamble(text)).toBe(true));
  it.each(CLOSINGS)('reads "%s" as a closing offer', (text) => expect(isClosingOffer(text)).toBe(true));
  it.each(REFUSALS)('reads "%s" as a refusal', (text) => expect(isRefusal(text)).toBe(true));
  it.each(TEXT)('leaves "%s" as the author\'s text', (text) => {
    expect([isPreamble(text), isClosingOffer(text), isRefusal(text)]).toEqual([false, false, false]);
  });
  it('never reads a long paragraph as chatter', () => {
    expect(isClosingOffer(`Let me know ${'how the starter behaves in your kitchen, '.repeat(12)}`)).toBe(false);
  });
});
