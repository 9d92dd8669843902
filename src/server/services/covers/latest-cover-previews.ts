import { COVER_PREVIEWS_KEPT } from '../../limits.js';

/** A stored preview: the URL it is served at, and when it was answered (no save can claim it before). */
export interface StoredPreview {
  imageUrl: string;
  answeredAt: string;
}

/** Users whose previews are followed at once; past this, the least recent drawer's are left to the storage sweep. */
const OWNERS_FOLLOWED = 10_000;

/** Each user's latest previews, as one process drew them. */
export interface LatestCoverPreviews {
  /** Notes the user's newest preview; answers those it pushes out of their latest COVER_PREVIEWS_KEPT, oldest first. */
  add(userId: string, preview: StoredPreview): StoredPreview[];
}

/**
 * Follows the previews drawn in this process, per user, so that only each user's latest COVER_PREVIEWS_KEPT are kept
 * while unsaved (docs/decisions/0068-cover-work-off-the-main-thread.md). Forgetting one costs nothing but room: the
 * storage sweep removes an unsaved preview a day after it was drawn.
 */
export function latestCoverPreviews(): LatestCoverPreviews {
  const byOwner = new Map<string, StoredPreview[]>();
  return {
    add(userId, preview) {
      // Moved to the end of the map, which keeps its owners from the least recent drawer to the latest.
      const previews = byOwner.get(userId) ?? [];
      byOwner.delete(userId);
      byOwner.set(userId, previews);
      const leastRecent = byOwner.keys().next().value;
      if (byOwner.size > OWNERS_FOLLOWED && leastRecent !== undefined) byOwner.delete(leastRecent);
      previews.push(preview);
      return previews.splice(0, Math.max(0, previews.length - COVER_PREVIEWS_KEPT));
    },
  };
}
