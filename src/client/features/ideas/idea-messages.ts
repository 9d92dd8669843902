import type { SaveMessages } from '@/lib/saved-items/use-save-item';

export const IDEA_SAVE_MESSAGES: SaveMessages = {
  saved: 'Idea saved!',
  updated: 'Idea updated!',
};
