import { COVER_DOWNLOAD_MESSAGES } from '@/lib/projects/download-cover';

/**
 * The cover designer's own messages (docs/product-rules.md R36); failures of the server's calls come with the
 * server's words.
 */
export const COVER_MESSAGES = {
  generated: 'Cover image generated!',
  saved: 'Cover saved!',
  linked: 'Cover saved and linked to project!',
  updated: 'Cover updated!',
  downloaded: COVER_DOWNLOAD_MESSAGES.downloaded,
  downloadFailed: 'Failed to download cover',
  noImage: 'No cover image available',
  /** A cover an edit or regenerate link points at could not be read: missing, someone else's, or a failure. */
  loadFailed: 'Failed to load cover data',
  editing: 'Editing cover - modify settings and regenerate',
  regenerating: 'Regenerating cover with same settings',
} as const;
