import { DEFAULT_COLOR_SCHEME } from '../../../../shared/catalog.js';
import { readColorWords } from './read-color-words.js';

/**
 * The text a cover's palette is read from: the colour scheme, then the colours the custom prompt names. When the
 * scheme is still the form's default and the prompt names colours, the prompt's colours lead.
 */
export function coverColorText(colorScheme: string, customPrompt = ''): string {
  if (!customPrompt.trim()) return colorScheme;
  const promptNamesColors = readColorWords(customPrompt).colors.length > 0;
  return promptNamesColors && colorScheme.trim() === DEFAULT_COLOR_SCHEME
    ? `${customPrompt}\n${colorScheme}`
    : `${colorScheme}\n${customPrompt}`;
}
