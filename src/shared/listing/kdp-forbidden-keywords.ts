/**
 * Words and phrases KDP refuses in a book's keywords, from KDP's keyword guidelines ("Make Your Book More
 * Discoverable with Keywords", kdp.amazon.com/help/topic/G201298500): no claims about sales rank or quality, no
 * time-limited promotions or prices, no Amazon program or product names, nothing that is not about the book. The
 * guidelines also forbid other authors' names; no list can hold every author, so keeping them out is left to the
 * creator. A keyword holding one of these as a whole word is refused.
 */
export const KDP_FORBIDDEN_KEYWORDS = [
  // Sales-rank and quality claims.
  'bestseller',
  'best seller',
  'best-seller',
  'bestselling',
  'best selling',
  'best-selling',
  '#1',
  'number one',
  'top rated',
  'top-rated',
  'award winning',
  'award-winning',
  // Promotions, prices and time-limited offers.
  'free',
  'freebie',
  'new',
  'sale',
  'on sale',
  'discount',
  'discounted',
  'deal',
  'deals',
  'cheap',
  'limited time',
  'bargain',
  // Amazon's programs and products.
  'Kindle Unlimited',
  'KDP Select',
  'Kindle Select',
  'Kindle',
  'Kindle eBook',
  'KDP',
  'Amazon',
  'Audible',
  'Prime',
  'Prime Reading',
  'Kindle Vella',
  'Comixology',
  'Goodreads',
];

const WORD_CHARACTER = String.raw`[\p{L}\p{N}]`;
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, String.raw`\$&`);

/** Each forbidden phrase with its pattern, the longest first, so 'Kindle Unlimited' is named before 'Kindle'. */
const PATTERNS = [...KDP_FORBIDDEN_KEYWORDS]
  .sort((a, b) => b.length - a.length)
  .map((phrase) => ({
    phrase,
    pattern: new RegExp(
      `(?<!${WORD_CHARACTER})${escapeForPattern(phrase).replace(/ /gu, String.raw`\s+`)}(?!${WORD_CHARACTER})`,
      'iu',
    ),
  }));

/** The forbidden word or phrase a keyword holds as a whole word ('free' in 'free recipes', not in 'freezer'). */
export function forbiddenKeywordIn(keyword: string): string | undefined {
  return PATTERNS.find(({ pattern }) => pattern.test(keyword))?.phrase;
}
