import { WORDS_PER_MINUTE } from '@shared/catalog';

/** Reading time in whole minutes: words / 200, rounded up (docs/product-rules.md R21). */
export const readingMinutes = (words: number) => Math.ceil(words / WORDS_PER_MINUTE);
