import type { SaveMessages } from '@/lib/saved-items/use-save-item';

export const TITLE_SAVE_MESSAGES: SaveMessages = {
  saved: 'Title saved!',
  updated: 'Title updated!',
};
