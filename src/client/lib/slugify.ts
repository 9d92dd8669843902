const MAX_SLUG_LENGTH = 80;

/**
 * A file-name-safe slug, letters of any script kept: 'Chapter 2: Setting Up!' → 'chapter-2-setting-up',
 * 'Crème Brûlée' → 'creme-brulee', 'الآباء العاملون' → 'الآباء-العاملون'; the fallback when nothing is left.
 */
export function slugify(text: string, fallback: string) {
  const slug = [
    ...text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-'),
  ]
    .slice(0, MAX_SLUG_LENGTH)
    .join('')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
