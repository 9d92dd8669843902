/** A title as a cover sets it: the main title, and the subtitle after its first colon or dash, if any. */
export interface TitleParts {
  main: string;
  subtitle: string;
}

/** The main title and subtitle of 'Main: Subtitle', 'Main — Subtitle' or 'Main - Subtitle'; no subtitle otherwise. */
export function splitTitle(title: string): TitleParts {
  const match = /^(.+?)(?::\s+|\s+[—–-]\s+)(.+)$/u.exec(title.trim());
  if (!match) return { main: title.trim(), subtitle: '' };
  return { main: match[1]!.trim(), subtitle: match[2]!.trim() };
}
