import type { SavedNiche } from '@shared/schemas/niche';

/**
 * The generator input a saved niche without its stored request suggests. Niche names read 'subject for audience'
 * ('Meal Prep Basics for Busy Parents'), so the part after the last ' for ' is the audience.
 */
export function nichePrefill(niche: SavedNiche) {
  const split = /^(.+)\s+for\s+(.+)$/i.exec(niche.name.trim());
  return split?.[1] && split[2]
    ? { interests: split[1], targetAudience: split[2] }
    : { interests: niche.name, targetAudience: '' };
}
