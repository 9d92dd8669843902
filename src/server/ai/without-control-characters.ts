/** Control characters (C0, DEL, C1) other than tab, newline and carriage return: what our text fields refuse. */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/gu;

/**
 * A model's answer without control characters, strings inside objects and lists included: a stray one would make
 * the text impossible to save (every text field refuses them), so it is dropped where the answer arrives.
 */
export function withoutControlCharacters<T>(value: T): T;
export function withoutControlCharacters(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(CONTROL_CHARACTERS, '');
  if (Array.isArray(value)) return value.map((item: unknown) => withoutControlCharacters(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]: [string, unknown]) => [key, withoutControlCharacters(item)] as const),
    );
  }
  return value;
}
