import type { SavedItemKind } from '@shared/schemas/saved-item';
import { paths, type ToolModeQuery } from '@/lib/paths';

/** The tool each kind of saved item is made, edited and regenerated in. */
const TOOL_OF_KIND: Record<SavedItemKind, (query: ToolModeQuery) => string> = {
  niches: paths.nicheSelector.href,
  ideas: paths.productIdeas.href,
  titles: paths.titleGenerator.href,
  content: paths.contentGenerator.href,
  covers: paths.coverGenerator.href,
};

/** The tool with the item loaded to be replaced when saved. */
export const editHref = (kind: SavedItemKind, id: string) => TOOL_OF_KIND[kind]({ edit: id });

/** The tool with the item's settings loaded, saving a new item. */
export const regenerateHref = (kind: SavedItemKind, id: string) => TOOL_OF_KIND[kind]({ regenerate: id });
