import { readColorWords } from './read-color-words.js';

/** How many of the words left out a note names, so a long prompt does not become a long note. */
const MOST_NAMED = 4;

const listed = (phrases: string[]) => {
  const quoted = phrases.slice(0, MOST_NAMED).map((phrase) => `“${phrase}”`);
  if (phrases.length > MOST_NAMED) quoted.push('more');
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : quoted[0]!;
};

/**
 * What the built-in renderer could not draw of the colour scheme and custom prompt, in plain words for the
 * screen under the preview: none when every word named a colour, a mood or a modifier it uses.
 */
export function drawnWithout(colorScheme: string, customPrompt = ''): string[] {
  const phrases = [...readColorWords(colorScheme).unread, ...readColorWords(customPrompt).unread];
  if (phrases.length === 0) return [];
  return [
    `Drawn without ${listed(phrases)}: the built-in cover renderer uses the colours you name, but draws no ` +
      'pictures, textures or effects.',
  ];
}
