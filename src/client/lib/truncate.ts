/** The first `max` characters of a text, with an ellipsis when it was longer. */
export function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
