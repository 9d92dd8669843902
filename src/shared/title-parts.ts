/**
 * A title and its subtitle in one saved title's text (docs/decisions/0028-book-plan.md): 'Main: Subtitle',
 * 'Main — Subtitle' or 'Main - Subtitle'. The cover, the book plan and the typed-title form all read it this way.
 */
export interface TitleParts {
  main: string;
  subtitle: string;
}

/** The main title and the subtitle after its first colon or spaced dash; no subtitle otherwise. */
export function splitTitle(title: string): TitleParts {
  const match = /^(.+?)(?::\s+|\s+[—–-]\s+)(.+)$/u.exec(title.trim());
  if (!match) return { main: title.trim(), subtitle: '' };
  return { main: match[1]!.trim(), subtitle: match[2]!.trim() };
}

/** One saved title's text from its parts: 'Main: Subtitle', or the main title alone. */
export const joinTitle = (main: string, subtitle: string) => (subtitle ? `${main}: ${subtitle}` : main);
