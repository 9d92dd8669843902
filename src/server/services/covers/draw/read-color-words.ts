import { fromHex, hsl, withLightness, withSaturation, type Hsl } from './color.js';
import {
  BASE_HUES,
  COLOR_NAMES,
  MODIFIERS,
  QUIET_WORDS,
  SCHEME_WORDS,
  THEMES,
  type ColorModifier,
} from './color-words.js';

/** What a colour scheme's words come to: the colours named, in order, and the phrases no colour could be read from. */
export interface ColorWords {
  colors: Hsl[];
  /** Runs of words that name no colour, mood or modifier ('watercolor', 'a fox in the mountains'), as written. */
  unread: string[];
}

const TOKEN = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|[\p{L}\p{N}][\p{L}\p{N}'’-]*/giu;

/** The spellings a word may be the plural or '-ish' form of: 'blues' → 'blue', 'bluish' → 'blue'. */
function baseForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  if (word.endsWith('ish')) forms.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  return forms;
}

const known = <T>(table: ReadonlyMap<string, T> | ReadonlySet<string>, word: string) =>
  baseForms(word).find((form) => table.has(form));

const MODIFY: Record<ColorModifier, (color: Hsl) => Hsl> = {
  pale: (color) => hsl(color.h, Math.min(color.s, 60), Math.max(color.l, 80)),
  soft: (color) => hsl(color.h, color.s * 0.7, Math.max(color.l, 68)),
  deep: (color) => hsl(color.h, Math.max(color.s, 55), Math.min(color.l, 32)),
  dark: (color) => withLightness(color, Math.min(color.l, 24)),
  vivid: (color) => hsl(color.h, 95, Math.min(Math.max(color.l, 48), 58)),
  muted: (color) => withSaturation(color, color.s * 0.55),
};

/** The longest colour name starting at word `start`, as [colour, words used]. */
function colorNameAt(words: string[], start: number): [Hsl, number] | undefined {
  for (let length = 3; length >= 1; length -= 1) {
    if (start + length > words.length) continue;
    const head = words.slice(start, start + length - 1).join(' ');
    for (const form of baseForms(words[start + length - 1]!)) {
      const color = COLOR_NAMES.get(head ? `${head} ${form}` : form);
      if (color) return [color, length];
    }
  }
  return undefined;
}

/**
 * Reads the colours a text names, in the order written: colour names (and their plurals, 'sage green', 'blush
 * pink'), hex codes, mood words ('sunset') and the modifier before a colour ('soft', 'deep', 'pastel', 'dusty').
 */
export function readColorWords(text: string): ColorWords {
  const matches = [...text.matchAll(TOKEN)];
  const tokens = matches.map((match) => match[0].toLowerCase().replace(/’/g, "'"));
  const original = matches.map((match) => match[0]);
  /** Whether punctuation ('a fox, mountains') stands between a word and the one before it. */
  const punctuatedBefore = (index: number) => {
    const previous = matches[index - 1];
    return (
      previous !== undefined && /[^\s]/u.test(text.slice(previous.index + previous[0].length, matches[index]!.index))
    );
  };
  const colors: Hsl[] = [];
  const unread: string[][] = [];
  let phrase: string[] = [];
  let modifier: ColorModifier | undefined;
  const endPhrase = () => {
    while (phrase.length > 0 && QUIET_WORDS.has(phrase.at(-1)!.toLowerCase())) phrase.pop();
    if (phrase.length > 0) unread.push(phrase);
    phrase = [];
  };
  const addColor = (color: Hsl) => {
    colors.push(modifier ? MODIFY[modifier](color) : color);
    modifier = undefined;
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const word = tokens[index]!;
    const named = colorNameAt(tokens, index);
    if (punctuatedBefore(index)) endPhrase();
    if (word.startsWith('#')) {
      endPhrase();
      addColor(fromHex(word.slice(1)));
    } else if (named) {
      endPhrase();
      addColor(named[0]);
      index += named[1] - 1;
      // 'sage green', 'teal blue': the precise name, its base hue only confirming it.
      const next = tokens[index + 1];
      if (next && known(BASE_HUES, next)) index += 1;
    } else if (known(THEMES, word)) {
      endPhrase();
      THEMES.get(known(THEMES, word)!)!.forEach(addColor);
    } else if (known(MODIFIERS, word)) {
      endPhrase();
      modifier = MODIFIERS.get(known(MODIFIERS, word)!);
    } else if (known(SCHEME_WORDS, word)) {
      endPhrase();
    } else if (QUIET_WORDS.has(word) && phrase.length === 0) {
      if (word === 'and' || word === 'or' || word === 'with') modifier = undefined;
    } else {
      phrase.push(original[index]!);
    }
  }
  endPhrase();
  return { colors, unread: unread.map((words) => words.join(' ')) };
}
