import type { Kysely } from 'kysely';
import type { ContentSummary, SaveContentInput, SavedContent } from '../../../shared/schemas/content.js';
import type { IdeaSummary, SaveIdeaInput, SavedIdea } from '../../../shared/schemas/idea.js';
import type { NicheSummary, SaveNicheInput, SavedNiche } from '../../../shared/schemas/niche.js';
import type { SaveTitleInput, SavedTitle, TitleSummary } from '../../../shared/schemas/title.js';
import type { Database } from '../../db/schema.js';
import type { PerUserLimit } from '../per-user-limit.js';
import { contentStore } from './content-store.js';
import { ideaStore } from './idea-store.js';
import { nicheStore } from './niche-store.js';
import type { SavedItemStore, SavedItemTable } from './saved-item-store.js';
import { titleStore } from './title-store.js';

/** One kind of saved item: its owner-scoped store (what the user is told when an action fails is in its endpoints). */
export interface SavedItemKind<Input, Item, Summary> {
  table: SavedItemTable;
  store(db: Kysely<Database>): SavedItemStore<Input, Item, Summary>;
  /**
   * Work once an update has committed, given the item as it was before the update and when the update began: covers
   * give back at once the image an edit replaced (docs/decisions/0034-bounded-storage.md).
   */
  afterUpdate?(db: Kysely<Database>, userId: string, replaced: Item, startedAt: string): Promise<void>;
  /** How many of one user's saves (create or update) may be under way at once, when a save is heavy work. */
  savesAtOnce?: PerUserLimit;
  /**
   * A save (create or update) through `save`, which runs its transaction, with work first that must not hold that
   * transaction open: covers check and store an inline image, then save with its URL.
   */
  saveAround?(db: Kysely<Database>, userId: string, input: Input, save: (input: Input) => Promise<Item>): Promise<Item>;
}

export const nicheKind: SavedItemKind<SaveNicheInput, SavedNiche, NicheSummary> = {
  table: 'niches',
  store: nicheStore,
};

export const ideaKind: SavedItemKind<SaveIdeaInput, SavedIdea, IdeaSummary> = {
  table: 'product_ideas',
  store: ideaStore,
};

export const titleKind: SavedItemKind<SaveTitleInput, SavedTitle, TitleSummary> = {
  table: 'product_titles',
  store: titleStore,
};

export const contentKind: SavedItemKind<SaveContentInput, SavedContent, ContentSummary> = {
  table: 'generated_content',
  store: contentStore,
};
