import type { SaveMessages } from '@/lib/saved-items/use-save-item';

export const CONTENT_SAVE_MESSAGES: SaveMessages = {
  saved: 'Content saved!',
  updated: 'Content updated!',
};
