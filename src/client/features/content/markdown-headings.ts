import { LIMITS } from '../../../shared/limits.js';

const HEADING = /^(#{1,6})\s+(.+?)(?:\s+#+)?\s*$/;

const plain = (text: string) => text.replace(/\*\*|__|`/g, '').trim();

/** The text of the first heading among the complete lines of markdown that is still being written. */
export function firstHeading(markdown: string) {
  const completeLines = markdown.split('\n').slice(0, -1);
  for (const line of completeLines) {
    const heading = HEADING.exec(line.trim())?.[2];
    if (heading && plain(heading)) return plain(heading).slice(0, LIMITS.name);
  }
  return undefined;
}

/** An outline made of a section's second-level headings, one '- point' a line. */
export function outlineFromMarkdown(markdown: string) {
  return markdown
    .split('\n')
    .map((line) => HEADING.exec(line.trim()))
    .filter((match) => match?.[1] === '##' && match[2])
    .map((match) => `- ${plain(match?.[2] ?? '')}`)
    .join('\n');
}
