import type { SaveMessages } from '@/lib/saved-items/use-save-item';

export const NICHE_SAVE_MESSAGES: SaveMessages = {
  saved: 'Niche saved!',
  updated: 'Niche updated!',
};
