/**
 * The tables whose lists are searched, each by its `search_text` column (docs/decisions/0032-indexed-search.md).
 * Migration 0017 indexes them from this list, which is therefore frozen: a table added later gets its own migration.
 */
export const SEARCHED_TABLES = [
  'projects',
  'niches',
  'product_ideas',
  'product_titles',
  'generated_content',
  'cover_images',
] as const;
