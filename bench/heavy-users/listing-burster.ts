import { EMPTY_LISTING_FIELDS } from '../../src/server/services/book-model/read-listing.js';
import { call } from '../seed.js';
import { burst } from './burst.js';
import type { HeavyKind } from './heavy-kind.js';
import { saveProject } from './save-project.js';

/** Listing saves one account keeps going at once (issue 48: fourteen put other users' reads at p99 ~1.4 s). */
const SAVES_AT_ONCE = 14;
/** A description of 40 KB of `<style`, within the field's limit: the cleaner once read to the end again at each one. */
const STYLE_RUN = '<style'.repeat(Math.floor(40_000 / '<style'.length));

/**
 * An account saving its project's listing SAVES_AT_ONCE at a time with a description of STYLE_RUN, which is over
 * KDP's length once cleaned, so each save is refused after the cleaning; a Retry-After is waited out.
 */
export const listingBurster: HeavyKind = {
  does: `saving a 40 KB \`<style\` listing ${SAVES_AT_ONCE} at a time`,
  async prepare(seedingUrl, user, label) {
    const route = await saveProject(seedingUrl, user, 'Styles', [
      { sectionName: 'Chapter 1: A Short Book', content: 'A short book.' },
    ]);
    const listing = { ...EMPTY_LISTING_FIELDS, description: STYLE_RUN };
    return (baseUrl) =>
      burst(`${label} (${SAVES_AT_ONCE} at a time)`, SAVES_AT_ONCE, () =>
        call(baseUrl, user, 'PUT', `${route}/listing`, listing),
      );
  },
};
