import { WORDS_PER_MINUTE } from '../../../shared/catalog.js';

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Reading time in whole minutes: words / 200, rounded up (spec §9). */
export const readingMinutes = (words: number) => Math.ceil(words / WORDS_PER_MINUTE);
