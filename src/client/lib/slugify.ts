const MAX_SLUG_LENGTH = 80;

/** A file-name-safe slug: 'Chapter 2: Setting Up!' → 'chapter-2-setting-up'; the fallback when nothing is left. */
export function slugify(text: string, fallback: string) {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
