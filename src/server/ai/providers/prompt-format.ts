/** The two texts every task sends: the role and rules, and the request with its context. */
export interface PromptParts {
  system: string;
  prompt: string;
}

/** `- Label: value`, or nothing when the value is empty. */
export function labelledLine(label: string, value: string | undefined): string[] {
  return value?.trim() ? [`- ${label}: ${value.trim()}`] : [];
}

/** A heading line followed by one bullet per item, or nothing when there are no items. */
export function bulletBlock(heading: string, items: readonly string[] | undefined, numbered = false): string[] {
  const kept = (items ?? []).map((item) => item.trim()).filter(Boolean);
  if (kept.length === 0) return [];
  return [heading, ...kept.map((item, index) => (numbered ? `${index + 1}. ${item}` : `- ${item}`))];
}

/** Joins prompt lines, dropping runs of blank lines left by empty optional blocks. */
export function joinLines(lines: readonly string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
