import { z } from 'zod';
import { formatCount } from '../format-count.js';
import { MAX_MARKDOWN_NESTING, nestsWithinLimit } from '../markdown-nesting.js';
import { hasNoControlCharacter, hasOnlyCharactersFilesHold } from '../text-characters.js';

/** Refuses what no stored text may hold (docs/decisions/0006-control-characters.md), naming the field. */
const storable = (text: z.ZodString, label: string) =>
  text
    .refine(hasNoControlCharacter, `${label} must not contain control characters`)
    .refine(hasOnlyCharactersFilesHold, `${label} must not contain invalid Unicode characters`);

/** A trimmed, non-empty text field: `requiredText('Target audience', 2000)` → 'Target audience is required'. */
export const requiredText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  storable(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(max, `${label} must be at most ${formatCount(max)} characters`),
    label,
  );

/**
 * A required markdown field: a `requiredText` that nests quotes and lists no deeper than the book's files and the
 * preview draw them (docs/decisions/0045-bounded-markdown.md).
 */
export const requiredMarkdown = (label: string, max: number, requiredMessage?: string) =>
  requiredText(label, max, requiredMessage).refine(
    nestsWithinLimit,
    `${label} must not nest quotes or lists more than ${MAX_MARKDOWN_NESTING} levels deep`,
  );

/** A trimmed text field that may be empty; past `max`, `tooLongMessage` ('Summary must be at most 500 characters'). */
export const plainText = (
  label: string,
  max: number,
  tooLongMessage = `${label} must be at most ${formatCount(max)} characters`,
) =>
  storable(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, tooLongMessage),
    label,
  );

/** A list of short texts; blank entries are dropped. */
export const textList = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(plainText(label, maxLength), { error: `${label} must be a list` })
    .max(maxItems, `${label} can have at most ${formatCount(maxItems)} entries`)
    .transform((items) => items.filter((item) => item.length > 0));

/** An instant as the API writes it: an ISO 8601 string in UTC. */
export const isoDateTime = z.iso.datetime();
