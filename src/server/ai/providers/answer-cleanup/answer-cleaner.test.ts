import { describe, expect, it } from 'vitest';
import { cleanAnswer, createAnswerCleaner } from './answer-cleaner.js';

const NAMES = ['Chapter 3: Keeping Your Starter Strong', 'Keeping Your Starter Strong'];
const BODY = [
  'Feed the starter at the same hour each day. Flour and water in equal weights keep it steady.',
  '## Storing it',
  '- Keep it in a glass jar.\n- Mark the level with a rubber band.',
  'A cold fridge slows it down, so take it out the night before a bake.',
].join('\n\n');

/** The answer streamed in pieces of `size` characters, joined. */
function streamed(answer: string, size: number) {
  const cleaner = createAnswerCleaner(NAMES);
  let text = '';
  for (let at = 0; at < answer.length; at += size) text += cleaner.push(answer.slice(at, at + size));
  return text + cleaner.end();
}

describe('cleanAnswer', () => {
  it('takes out a preamble and a closing offer addressed to the person asking, keeping the text between', () => {
    const answer = `Sure! Here's the next chapter of your book:\n\n${BODY}\n\nLet me know if you'd like any changes!`;
    const { text, removed } = cleanAnswer(answer, NAMES);
    expect(text).toBe(BODY);
    expect(removed).toEqual([
      { kind: 'preamble', text: "Sure! Here's the next chapter of your book:" },
      { kind: 'closing', text: "Let me know if you'd like any changes!" },
    ]);
  });

  it('unwraps a fence around the whole answer, with chatter outside it and a rule before the offer', () => {
    const answer = `Here is the chapter you asked for:\n\n\`\`\`markdown\n${BODY}\n\`\`\`\n\n---\n\nI hope this helps! Would you like me to write the next one?`;
    const { text, removed } = cleanAnswer(answer, NAMES);
    expect(text).toBe(BODY);
    expect(removed.map((removal) => removal.kind)).toEqual(['preamble', 'fence', 'closing']);
  });

  it('takes out a first heading that repeats or renames the part, and only the first', () => {
    for (const heading of ['# Keeping Your Starter Strong', '# A Happy Starter', '## Chapter 3: A Happy Starter']) {
      const { text, removed } = cleanAnswer(`${heading}\n\n${BODY}`, NAMES);
      expect(text).toBe(BODY);
      expect(removed).toEqual([{ kind: 'heading', text: heading }]);
    }
    expect(cleanAnswer(`## Why starters fail\n\n${BODY}`, NAMES).text).toBe(`## Why starters fail\n\n${BODY}`);
  });

  it("keeps the author's markdown: code blocks, notes, rules between sections and words that only look like chatter", () => {
    const answer = [
      'Of course, no starter is the same twice.',
      '```python\nprint("Let me know")\n```',
      ':::note\nAdd your own bakery name here.\n:::',
      '---',
      'Let me know how it goes is what my first teacher said, and she meant it: write every bake down.',
      'Bake on.',
    ].join('\n\n');
    expect(cleanAnswer(answer, NAMES)).toEqual({ text: answer, removed: [] });
  });

  it('streams the same text as the whole answer cleaned, whatever the size of the pieces', () => {
    const answers = [
      `Sure! Here's the next chapter of your book:\n\n# Keeping Your Starter Strong\n\n${BODY}\n\nLet me know if you'd like any changes!`,
      `\`\`\`md\n${BODY}\n\`\`\`\nHappy writing!`,
      `${BODY}\n\n\`\`\`js\nconst a = 1;\n\n\nconst b = 2;\n\`\`\`\n\nI can also expand any part of it.\n\nAnd a last line of text.`,
      `${BODY}\r\n\r\nFeel free to ask for changes.\r\n`,
    ];
    for (const answer of answers) {
      const whole = cleanAnswer(answer, NAMES).text;
      for (const size of [1, 3, 7, 50, answer.length]) expect(streamed(answer, size)).toBe(whole);
    }
  });

  it('sends a long paragraph on before it ends, and holds back only what might be chatter', () => {
    const cleaner = createAnswerCleaner(NAMES);
    const long = 'The starter wakes slowly in a cold kitchen, so plan around it. '.repeat(8);
    expect(cleaner.push(`# Title\n\n${long}`)).toBe(long.trimEnd());
    expect(cleaner.push('more words ')).toBe(' more words');
    expect(cleaner.push('\n\nLet me know if you want changes.')).toBe('');
    expect(cleaner.end()).toBe('');
  });
});
