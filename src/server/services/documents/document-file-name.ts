const MAX_NAME_LENGTH = 120;

/**
 * Content-Disposition for a download named after the project's title: `filename*` keeps the title as typed
 * (UTF-8, emoji included), `filename` is a plain ASCII fallback; characters a file system refuses are dropped.
 */
export function documentFileName(title: string, extension: string): string {
  const name =
    Array.from(
      title
        .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
      .slice(0, MAX_NAME_LENGTH)
      .join('')
      .trim() || 'Untitled';
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'book';
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${name}.${extension}`)}`;
}
