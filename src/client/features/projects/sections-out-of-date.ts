import { OUT_OF_DATE } from '@/features/book';
import type { BookPart } from '@shared/schemas/book-run';

/** What a License Terms section written for another license says on the project page (docs/decisions/0079). */
export const LICENSE_TERMS_OUT_OF_DATE = 'Out of date: the license changed';

/**
 * Why each of a project's sections is out of date, by its id: a part of the book the plan changed since it was
 * written (docs/decisions/0040), License Terms that say otherwise than the license (the server's
 * `licenseTermsOutOfDate`).
 */
export function sectionsOutOfDate(
  parts: readonly BookPart[] | undefined,
  licenseTerms: readonly string[],
): ReadonlyMap<string, string> {
  const byPlan = (parts ?? []).flatMap((part): [string, string][] =>
    part.outOfDate && part.contentId ? [[part.contentId, OUT_OF_DATE]] : [],
  );
  const byLicense = licenseTerms.map((id): [string, string] => [id, LICENSE_TERMS_OUT_OF_DATE]);
  return new Map([...byPlan, ...byLicense]);
}
