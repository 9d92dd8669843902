import type { Insertable, Selectable } from 'kysely';
import type { SavedContent, SavedIdea, SavedNiche, SavedTitle } from '../../../shared/api-types.js';
import type { SaveContentInput } from '../../../shared/schemas/content.js';
import type { SaveIdeaInput } from '../../../shared/schemas/idea.js';
import type { SaveNicheInput } from '../../../shared/schemas/niche.js';
import type { SaveTitleInput } from '../../../shared/schemas/title.js';
import { readDate, readJson, writeJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';

export type ItemTable = 'niches' | 'product_ideas' | 'product_titles' | 'generated_content';

/** How one kind of saved item maps between its API shape and its table row. */
export interface SavedItemKind<Table extends ItemTable, Input, Item> {
  table: Table;
  /** Used in messages: 'Niche not found'. */
  label: string;
  toRow(input: Input): Omit<Insertable<Database[Table]>, 'id' | 'user_id' | 'created_at'>;
  fromRow(row: Selectable<Database[Table]>): Item;
}

export const nicheKind: SavedItemKind<'niches', SaveNicheInput, SavedNiche> = {
  table: 'niches',
  label: 'Niche',
  toRow: (input) => ({
    name: input.name,
    market_size: input.marketSize,
    competition_level: input.competitionLevel,
    profit_potential: input.profitPotential,
    demographics: writeJson(input.demographics),
  }),
  fromRow: (row) => ({
    id: row.id,
    name: row.name,
    marketSize: row.market_size ?? '',
    competitionLevel: row.competition_level ?? '',
    profitPotential: row.profit_potential ?? '',
    demographics: readJson<SavedNiche['demographics']>(row.demographics),
    projectId: row.project_id,
    createdAt: readDate(row.created_at),
  }),
};

export const ideaKind: SavedItemKind<'product_ideas', SaveIdeaInput, SavedIdea> = {
  table: 'product_ideas',
  label: 'Product idea',
  toRow: (input) => ({
    concept: input.concept,
    target_audience: input.targetAudience,
    selling_points: writeJson(input.sellingPoints),
    modules: writeJson(input.modules),
    product_type: input.productType,
  }),
  fromRow: (row) => ({
    id: row.id,
    concept: row.concept,
    targetAudience: row.target_audience ?? '',
    sellingPoints: readJson<string[]>(row.selling_points),
    modules: readJson<string[]>(row.modules),
    productType: row.product_type,
    projectId: row.project_id,
    createdAt: readDate(row.created_at),
  }),
};

export const titleKind: SavedItemKind<'product_titles', SaveTitleInput, SavedTitle> = {
  table: 'product_titles',
  label: 'Title',
  toRow: (input) => ({ title: input.title, tone: input.tone }),
  fromRow: (row) => ({
    id: row.id,
    title: row.title,
    tone: row.tone,
    projectId: row.project_id,
    createdAt: readDate(row.created_at),
  }),
};

export const contentKind: SavedItemKind<'generated_content', SaveContentInput, SavedContent> = {
  table: 'generated_content',
  label: 'Content',
  toRow: (input) => ({ section_name: input.sectionName, content: input.content, content_type: input.contentType }),
  fromRow: (row) => ({
    id: row.id,
    sectionName: row.section_name,
    content: row.content,
    contentType: row.content_type,
    projectId: row.project_id,
    createdAt: readDate(row.created_at),
  }),
};
