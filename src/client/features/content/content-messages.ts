import type { SaveMessages } from '@/lib/use-save-item';

export const CONTENT_SAVE_MESSAGES: SaveMessages = {
  saved: 'Content saved!',
  updated: 'Content updated!',
};
