import type { SavedItemKind } from '@shared/schemas/saved-item';

/** How My Saved Content names each kind: the card's type label and the word in the delete question. */
export const KIND_NAMES: Record<SavedItemKind, { typeLabel: string; itemType: string }> = {
  niches: { typeLabel: 'Niche', itemType: 'niche' },
  ideas: { typeLabel: 'Product Idea', itemType: 'product idea' },
  titles: { typeLabel: 'Title', itemType: 'title' },
  content: { typeLabel: 'Content', itemType: 'content' },
  covers: { typeLabel: 'Cover', itemType: 'cover' },
};

/**
 * The tabs in their order (docs/product-rules.md R20): Projects first (the default), then every saved item, then one
 * per kind.
 */
export const SAVED_CONTENT_TABS = [
  { value: 'projects', label: 'Projects' },
  { value: 'all', label: 'All' },
  { value: 'ideas', label: 'Ideas', kind: 'ideas' },
  { value: 'niches', label: 'Niches', kind: 'niches' },
  { value: 'titles', label: 'Titles', kind: 'titles' },
  { value: 'content', label: 'Content', kind: 'content' },
  { value: 'covers', label: 'Covers', kind: 'covers' },
] as const satisfies ReadonlyArray<{ value: string; label: string; kind?: SavedItemKind }>;

export type SavedContentTab = (typeof SAVED_CONTENT_TABS)[number];
export const DEFAULT_TAB: SavedContentTab = SAVED_CONTENT_TABS[0];

export const findTab = (value: string | null): SavedContentTab =>
  SAVED_CONTENT_TABS.find((tab) => tab.value === value) ?? DEFAULT_TAB;
