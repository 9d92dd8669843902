import { withoutUnstorableCharacters } from '../../../shared/text-characters.js';

/**
 * A model's answer without the characters no stored text may hold, strings inside objects and lists included: a stray
 * one would make the text impossible to save (every text field refuses them), so it is dropped where the answer arrives.
 */
export function withoutUnstorableText<T>(value: T): T;
export function withoutUnstorableText(value: unknown): unknown {
  if (typeof value === 'string') return withoutUnstorableCharacters(value);
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUnstorableText(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]: [string, unknown]) => [key, withoutUnstorableText(item)] as const),
    );
  }
  return value;
}
