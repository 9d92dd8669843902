import { z } from 'zod';
import { isoDateTime } from './fields.js';

/** One rule of a destination applied to the files: passed, or failed with what to change, in words. */
export const publishRuleResult = z.object({
  rule: z.string(),
  /** Where the rule comes from: the store's help page or guideline. */
  source: z.string(),
  passed: z.boolean(),
  change: z.string().nullable(),
});

/** A store the book can be sold in, and whether its files pass every rule the store sets. */
export const publishDestination = z.object({
  id: z.string(),
  name: z.string(),
  passed: z.boolean(),
  rules: z.array(publishRuleResult),
});

/**
 * The publish check of a project's copy for sale, made after its files are (docs/decisions/0052-publish-check.md);
 * `current` is false once those files are out of date or being made again.
 */
export const publishCheck = z.object({
  current: z.boolean(),
  checkedAt: isoDateTime,
  destinations: z.array(publishDestination),
});

export type PublishRuleResult = z.infer<typeof publishRuleResult>;
export type PublishDestination = z.infer<typeof publishDestination>;
export type PublishCheck = z.infer<typeof publishCheck>;
