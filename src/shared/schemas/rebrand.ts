import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { plainText, requiredText } from './fields.js';

/** The most links one rebrand replaces. */
export const REBRAND_LINKS_MAX = 30;

/** A link a rebrand puts in: a web address or an e-mail link, nothing a reader's app would run. */
const newLink = requiredText('The new link', LIMITS.name, 'Enter the new link').refine(
  (link) => /^(https?:\/\/[^\s/?#]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+\.[^\s]+)$/i.test(link),
  'A link starts with https:// (or http://, or mailto: for an e-mail address) and has no spaces',
);

/**
 * POST /api/projects/:id/rebrand and its preview (docs/decisions/0080-rebrand.md): a name replaced by another
 * wherever the product prints it, links replaced (a website's address replacing every link on it), and the cover's
 * colours; each optional, at least one given.
 */
export const rebrandRequest = z
  .object({
    name: z
      .object({
        // A name, not punctuation: "." would replace every full stop of the book.
        from: requiredText('The name to replace', LIMITS.name, 'Enter the name to replace').refine(
          (name) => /[\p{L}\p{N}]/u.test(name),
          'The name to replace has letters or digits',
        ),
        to: requiredText('The new name', LIMITS.name, 'Enter the new name'),
      })
      .refine((name) => name.from !== name.to, { error: 'The new name is the one it has', path: ['to'] })
      .nullable()
      .default(null),
    links: z
      .array(
        z
          .object({
            from: requiredText('The link to replace', LIMITS.name, 'Enter the link to replace').refine(
              (link) => link.length >= 4,
              'A link to replace is at least 4 characters long',
            ),
            to: newLink,
          })
          .refine((link) => link.from !== link.to, { error: 'The new link is the one it has', path: ['to'] }),
      )
      .max(REBRAND_LINKS_MAX, `A rebrand replaces at most ${REBRAND_LINKS_MAX} links`)
      .default([]),
    colorScheme: plainText('Cover colours', LIMITS.longText)
      .refine((colors) => colors.trim().length > 0, 'Enter the cover colours')
      .nullable()
      .default(null),
  })
  .refine((request) => request.name !== null || request.links.length > 0 || request.colorScheme !== null, {
    error: 'Enter a new name, a new link or new cover colours',
  });
export type RebrandRequest = z.output<typeof rebrandRequest>;
export type RebrandRequestBody = z.input<typeof rebrandRequest>;

/** GET /api/projects/:id/rebrand: the brand the product prints now, which a rebrand starts from. */
export const brandNow = z.object({
  /** The author's name in the plan: what the title page, cover and copyright page print. */
  authorName: z.string(),
  /** Every link its text, plan and listing print, once each, with how many times. */
  links: z.array(z.object({ url: z.string(), count: z.number().int().positive() })),
  /** The cover's colours, when its cover is drawn from a design (a cover sent as an image has none to change). */
  colorScheme: z.string().nullable(),
});
export type BrandNow = z.output<typeof brandNow>;

/** One place a rebrand changes: its text before and after around the first change, and how many it makes there. */
export const rebrandChange = z.object({
  place: z.string(),
  replaced: z.number().int().positive(),
  before: z.string(),
  after: z.string(),
});
export type RebrandChange = z.output<typeof rebrandChange>;

/** What a rebrand changes (its preview) or changed: each place, and the cover drawn again with which colours. */
export const rebrandOutcome = z.object({
  changes: z.array(rebrandChange),
  /** How many replacements in all. */
  replaced: z.number().int().nonnegative(),
  /** The cover drawn again, for a new name on it or new colours; null when it is not. */
  cover: z.object({ authorName: z.string(), colorScheme: z.string() }).nullable(),
});
export type RebrandOutcome = z.output<typeof rebrandOutcome>;
